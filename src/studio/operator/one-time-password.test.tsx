// The one-time password of an operator an owner added is on the owner's screen only until it is
// used: the Team view reads the team again while it is shown, and once the new operator signed in
// with it (and chose their own) it is gone from the page, said in the studio's language.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { setStudioLanguage } from '../studio-i18n';
import type { OperatorSession } from './session';

const members = [
  { email: 'owner@demo.test', name: 'Olga Owner', role: 'owner', disabled: false, second_factor: false, one_time_password_unused: false, sessions: 1 },
];
let unused = true;
const nina = () => ({ email: 'nina@shop.test', name: 'Nina Nowak', role: 'editor', disabled: false, second_factor: false, one_time_password_unused: unused, sessions: unused ? 0 : 1 });
let added = false;
vi.mock('@/lib/api/operations/list-team', () => ({
  listTeam: vi.fn(async () => ({ members: [...members, ...(added ? [nina()] : [])], invitations: [], publishers_need_second_factor: false })),
}));
vi.mock('@/lib/api/operations/add-operator', () => ({
  addOperator: vi.fn(async () => {
    added = true;
    return { member: nina(), one_time_password: 'Tulip-Anchor-Ledger-42' };
  }),
}));

const { ONE_TIME_POLL_MS, TeamPanel } = await import('./team-panel');
const session: OperatorSession = { token: 't', channelId: 'demo-default', operator: { email: 'owner@demo.test', name: 'Olga Owner', channels: [{ channel_id: 'demo-default', role: 'owner' }] } };

beforeAll(async () => {
  await initI18n('en');
  await setStudioLanguage('cs');
});
afterEach(cleanup);
afterAll(async () => {
  vi.useRealTimers();
  await setStudioLanguage('en');
});

describe('a one-time password on the owner’s screen', () => {
  it('is shown once added, and gone once the new operator signed in with it (cs)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(<TeamPanel session={session} />);
    await user.type(await screen.findByLabelText('E-mail'), 'nina@shop.test');
    await user.type(screen.getByLabelText('Jméno'), 'Nina Nowak');
    await user.click(screen.getByRole('button', { name: /Přidat/ }));
    expect(await screen.findByText(/Tulip-Anchor-Ledger-42/)).toBeTruthy();

    // Not yet used: a poll keeps it on screen.
    await act(async () => vi.advanceTimersByTime(ONE_TIME_POLL_MS));
    expect(screen.queryByText(/Tulip-Anchor-Ledger-42/)).not.toBeNull();

    unused = false;
    await act(async () => vi.advanceTimersByTime(ONE_TIME_POLL_MS));
    await vi.waitFor(() => expect(screen.queryByText(/Tulip-Anchor-Ledger-42/)).toBeNull());
    expect(screen.getByText('nina@shop.test se přihlásil(a) a zvolil(a) si vlastní heslo: jednorázové heslo se už nezobrazuje.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Tulip-Anchor-Ledger-42');
  });
});
