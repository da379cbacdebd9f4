import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetReportedConfigProblems } from './problems';
import { validateStructureEntry } from './structure';

afterEach(() => {
  vi.restoreAllMocks();
  resetReportedConfigProblems();
});

describe('a served screen in preset format 1', () => {
  it('is read with its camelCase data source and action in kebab-case, each reported as deprecated', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const screen = { blocks: [{ id: 'f', type: 'form', props: { form: 'profile', action: 'updateProfile', initialData: 'profile' } }, { id: 'l', type: 'paged-list', props: { dataSource: 'walletTransactions' } }] };
    const value = (await validateStructureEntry('screens', 'profile-edit', screen)) as typeof screen;
    expect(value.blocks[0]!.props).toMatchObject({ action: 'update-profile', initialData: 'profile' });
    expect(value.blocks[1]!.props).toEqual({ dataSource: 'wallet-transactions' });
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining('/structure/screens/profile-edit/blocks/0/props/action: "updateProfile" is the format-1 spelling'),
      expect.stringContaining('/structure/screens/profile-edit/blocks/1/props/dataSource: "walletTransactions" is the format-1 spelling'),
    ]);
  });
});
