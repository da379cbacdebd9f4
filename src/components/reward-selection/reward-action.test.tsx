import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/test-support/render';
import type { components } from '@/generated/api';
import { useUser } from '@/lib/api/operations/get-user';
import { primaryWalletPoints } from '@/lib/rules/coupon';
import { notifySuccess } from '@/lib/toast';
import { demoStore } from '@/mocks/handlers';
import { account, installDemoBackend, signIn } from '../../../tests/unit/operations/demo-backend';
import { queryOptions } from '@tanstack/react-query';
import { ScreenRenderer, type Screen, itemRenderer } from '@/engine/blocks';
import { blockEntries } from '@/generated/block-registry';
import rewardScreen from '../../../channel-presets/default/screens/reward.json';
import { RewardSelection } from '.';

vi.mock('@/lib/toast', async (importOriginal) => ({ ...(await importOriginal<Record<string, unknown>>()), notifySuccess: vi.fn() }));

type Reward = components['schemas']['Reward'];

const backend = installDemoBackend();
beforeEach(() => vi.mocked(notifySuccess).mockClear());

/** A seeded reward (r-1 pickup+delivery 200 points, r-2 donation, r-3 too costly, r-4 out of stock). */
const seeded = (id: string): Reward => {
  const reward = demoStore().catalogue.rewards.find((r) => r.id === id);
  if (!reward) throw new Error(`no reward ${id}`);
  return structuredClone(reward);
};

function PointsProbe() {
  const user = useUser();
  return <output data-testid="points">{user.data ? primaryWalletPoints(user.data) : ''}</output>;
}

/** The default preset's reward page (a composition of blocks) showing this reward. */
function renderReward(reward: Reward) {
  const source = { kind: 'single' as const, query: () => queryOptions({ queryKey: ['reward-test', reward.id], queryFn: async () => reward }) };
  return render(
    <Providers registry={{ blocks: blockEntries, dataSources: { reward: source }, itemRenderers: { 'reward-selection': itemRenderer(RewardSelection) } }}>
      <ScreenRenderer screen={rewardScreen as Screen} params={{ id: reward.id }} name="reward" />
      <PointsProbe />
    </Providers>,
  );
}

const selectButton = () => screen.queryByRole('button', { name: 'Select reward' });

describe('reward page (default screen `reward` with the reward-selection part)', () => {
  it('shows image, name, points / 100 and the markdown description', async () => {
    await signIn();
    const reward = { ...seeded('r-1'), description: 'A **sturdy** mug. [Care](javascript:alert(1))' };
    renderReward(reward);
    expect(await screen.findByRole('heading', { level: 1, name: reward.name })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: reward.name })).toBe(screen.getByTestId('reward-detail'));
    expect(screen.getByText('200 points')).toBeInTheDocument();
    expect((await screen.findByText('sturdy')).tagName).toBe('STRONG');
    expect(screen.queryByRole('link', { name: 'Care' })).toBeNull();
    expect(screen.getByTestId('reward-detail').querySelector('img')).toHaveAttribute('src', reward.img);
    expect(await screen.findByRole('button', { name: 'Select reward' })).toBeInTheDocument();
  });

  it('tells an unverified member that only verified accounts can select rewards, instead of the action', async () => {
    await signIn('unverified');
    renderReward(seeded('r-2'));
    expect(await screen.findByText('Only verified accounts can select rewards')).toBeInTheDocument();
    expect(selectButton()).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('blocks a reward that costs more than the primary wallet holds', async () => {
    await signIn();
    renderReward(seeded('r-3'));
    expect(await screen.findByText("You don't have enough points for this reward!")).toBeInTheDocument();
    expect(selectButton()).toBeNull();
  });

  it('counts a member without a wallet as having 0 points', async () => {
    await signIn('nopoints');
    renderReward(seeded('r-2'));
    expect(await screen.findByText("You don't have enough points for this reward!")).toBeInTheDocument();
    expect(selectButton()).toBeNull();
  });

  it('offers no selection when the reward is out of stock', async () => {
    await signIn();
    renderReward(seeded('r-4'));
    expect(await screen.findByText('This reward is out of stock.')).toBeInTheDocument();
    expect(selectButton()).toBeNull();
  });

  it('selects for pickup at the chosen store: success toast and the points refresh', async () => {
    await signIn();
    const user = userEvent.setup();
    const reward = seeded('r-1');
    renderReward(reward);
    await waitFor(() => expect(screen.getByTestId('points').textContent).not.toBe(''));
    const before = Number(screen.getByTestId('points').textContent);

    expect(screen.getByRole('radio', { name: 'Pick up in store' })).toBeChecked();
    const member = demoStore().memberByEmail(account('verified').email)!;
    const ordersBefore = member.orders.length;
    // Without a store nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Select reward' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(member.orders).toHaveLength(ordersBefore);
    expect(notifySuccess).not.toHaveBeenCalled();

    const store = reward.pickup_stores![1]!;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Store' }), store.id);
    await user.click(screen.getByRole('button', { name: 'Select reward' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Your reward has been ordered.'));
    await waitFor(() => expect(Number(screen.getByTestId('points').textContent)).toBe(before - reward.points));
    expect(member.orders.at(-1)).toMatchObject({ reward_id: 'r-1', fulfilment: 'pickup', pickup_store_id: store.id });
    expect(backend.reported).toEqual([]);
  });

  it('lists the member’s delivery addresses and delivers to the chosen one', async () => {
    await signIn();
    const user = userEvent.setup();
    const member = demoStore().memberByEmail(account('verified').email)!;
    const address = member.addresses[1]!;
    renderReward(seeded('r-1'));
    await user.click(await screen.findByRole('radio', { name: 'Deliver to an address' }));
    const select = await screen.findByRole('combobox', { name: 'Delivery address' });
    expect(within(select).getAllByRole('option')).toHaveLength(member.addresses.length + 1);
    await user.selectOptions(select, address.id);
    await user.click(screen.getByRole('button', { name: 'Select reward' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledTimes(1));
    expect(member.orders.at(-1)).toMatchObject({ fulfilment: 'delivery', delivery_address_id: address.id });
  });

  it('donates to the reward’s charity', async () => {
    await signIn();
    const user = userEvent.setup();
    const reward = seeded('r-2');
    renderReward(reward);
    const donate = await screen.findByRole('radio', { name: `Donate to ${reward.donation_target}` });
    expect(donate).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Select reward' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledTimes(1));
    const member = demoStore().memberByEmail(account('verified').email)!;
    expect(member.orders.at(-1)).toMatchObject({ reward_id: 'r-2', fulfilment: 'donation', status: 'donated' });
  });
});
