import { beforeEach, expect, it, vi } from 'vitest';
import { validateSettingsOverrides } from './overrides';
import { resetReportedConfigProblems } from './problems';

beforeEach(() => {
  resetReportedConfigProblems();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

it('validates screen overrides against the screens schema, by pointer, keeping valid ones', async () => {
  const screens = {
    good: { blocks: [{ type: 'heading', props: { text: 'screens.home.title' } }] },
    odd: { blocks: 'none' },
    extra: { blocks: [], colour: 'red' },
  };
  const { screens: kept, forms, problems } = await validateSettingsOverrides({ screens });
  expect(kept.good).toEqual(screens.good);
  expect(kept.extra).toEqual({ blocks: [] });
  expect(kept).not.toHaveProperty('odd');
  expect(forms).toEqual({});
  expect(problems.map((p) => [p.pointer, p.kind])).toEqual([
    ['/SETTINGS/screens/odd/blocks', 'invalid'],
    ['/SETTINGS/screens/extra/colour', 'unknown-key'],
  ]);
  expect(console.warn).toHaveBeenCalledTimes(2);
});

it('validates form overrides and resolves quickly when there are none', async () => {
  const { forms, problems } = await validateSettingsOverrides({ forms: { profile: { submitLabel: 42 } } }, { report: false });
  expect(forms).toEqual({ profile: {} });
  expect(problems.map((p) => p.pointer)).toEqual(['/SETTINGS/forms/profile/submitLabel']);
  expect(await validateSettingsOverrides({})).toEqual({ screens: {}, forms: {}, problems: [] });
});
