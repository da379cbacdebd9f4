import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScreenRenderer, type Block, type DataSource } from '@/engine/blocks';
import { Providers } from '@/test-support/render';
import { blockEntries } from '@/generated/block-registry';
import { clearSession, initSession, setTokens } from '@/lib/session';
import { pickCase, PENDING, type SwitchCase } from './conditions';

const cases: SwitchCase[] = [
  { when: { query: 'token' }, show: ['a'] },
  { when: { signedIn: true, field: 'verified', equals: true }, show: ['b'] },
  { when: { signedIn: true, field: 'email' }, show: ['c'] },
  { show: ['d'] },
];
const state = (search: string, signedIn: boolean) => ({ query: new URLSearchParams(search), signedIn });

describe('switch conditions', () => {
  it('picks the first case whose conditions all hold, in order', () => {
    expect(pickCase(cases, state('?token=x', true), PENDING)).toBe(cases[0]);
    expect(pickCase(cases, state('?token=', false), undefined)).toBe(cases[3]);
    expect(pickCase(cases, state('', true), { verified: true, email: 'a@b.c' })).toBe(cases[1]);
    expect(pickCase(cases, state('', true), { verified: false, email: 'a@b.c' })).toBe(cases[2]);
    expect(pickCase(cases, state('', true), { verified: false, email: '' })).toBe(cases[3]);
    expect(pickCase([{ when: { signedIn: true }, show: [] }], state('', false), undefined)).toBeNull();
  });

  it('needs the item only when a case reaches a field condition (a visitor never does)', () => {
    expect(pickCase(cases, state('', true), PENDING)).toBe(PENDING);
    expect(pickCase(cases, state('', false), PENDING)).toBe(cases[3]);
  });
});

const text = (id: string, key: string): Block => ({ type: 'text', id, props: { text: key } });
let loads = 0;
const member: DataSource = {
  kind: 'single',
  query: () => ({ queryKey: ['member'], queryFn: async () => {
      loads += 1;
      return { email: 'ann@example.test', verified: false };
    },
  }),
};
const switchBlock = (extra: Block[] = []): Block => ({
  type: 'switch',
  id: 'states',
  props: { dataSource: 'member', cases },
  children: [
    text('a', 'screens.news.title'),
    { type: 'item-field', id: 'c', props: { field: 'email', text: 'emailConfirmation.sentTo' } },
    text('d', 'emailConfirmation.sent'),
    ...extra,
  ],
});

function renderSwitch(block: Block, initialPath = '/') {
  render(
    <Providers registry={{ blocks: blockEntries, dataSources: { member } }} path={initialPath}>
      <ScreenRenderer screen={{ blocks: [block] }} />
    </Providers>,
  );
}

describe('switch block', () => {
  afterEach(() => clearSession());

  it('a visitor gets the default case; a child no case names shows too, in its place', async () => {
    initSession('local');
    renderSwitch(switchBlock([text('always', 'emailConfirmation.checkSpam')]));
    expect(await screen.findByText('We have sent a confirmation link to your e-mail address. Open it to verify your account.')).toBeInTheDocument();
    expect(await screen.findByText('No e-mail? Check your spam folder or ask for a new link.')).toBeInTheDocument();
    expect(screen.queryByText('Messages')).toBeNull();
    expect(screen.queryByText(/ann@example\.test/)).toBeNull();
  });

  it('a signed-in member: the item of its data source decides, and its children read it', async () => {
    initSession('local');
    setTokens({ token: 't', refresh_token: 'r' });
    renderSwitch(switchBlock());
    expect(await screen.findByText('We have sent a confirmation link to ann@example.test. Open it to verify your account.')).toBeInTheDocument();
    expect(screen.queryByText(/your e-mail address\. Open/)).toBeNull();
  });

  it('a URL search parameter picks its case without loading the item', async () => {
    initSession('local');
    setTokens({ token: 't', refresh_token: 'r' });
    loads = 0;
    renderSwitch(switchBlock(), '/?token=abc');
    expect(await screen.findByText('Messages')).toBeInTheDocument();
    expect(loads).toBe(0);
    expect(screen.queryByText(/confirmation link/)).toBeNull();
  });
});
