// Operator overrides of screens and forms in SETTINGS (screen id -> screen, form id -> form). The
// boot validators check them only as objects; here each one is validated against the screens or
// forms schema, tolerantly like a section, with validators loaded on demand (a lazy chunk).
import type { SettingsSection } from '@/generated/sections';
import { isPatchDocument } from '@/lib/patch-document';
import { reportConfigProblems, type ConfigProblem } from './problems';
import { joinPointer } from './json-pointer';
import { validateTolerantly } from './tolerant';

type Entries = Record<string, Record<string, unknown>>;
export type ValidatedOverrides = { screens: Entries; forms: Entries; problems: ConfigProblem[] };

/**
 * Valid parts of SETTINGS.screens and SETTINGS.forms; an override that is unusable as a whole is
 * left out (the channel's own screen or form applies). Problems carry pointers like
 * /SETTINGS/screens/home/blocks/0/type and are reported once. Never rejects.
 */
export async function validateSettingsOverrides(
  settings: Pick<SettingsSection, 'screens' | 'forms'>,
  options: { report?: boolean } = {},
): Promise<ValidatedOverrides> {
  const result: ValidatedOverrides = { screens: {}, forms: {}, problems: [] };
  const kinds = [
    ['screens', settings.screens],
    ['forms', settings.forms],
  ] as const;
  if (kinds.every(([, entries]) => !entries || Object.keys(entries).length === 0)) return result;
  const validators = await import('@/generated/sections-validators-overrides.js');
  for (const [kind, entries] of kinds) {
    const validate = kind === 'screens' ? validators.screen : validators.form;
    for (const [id, raw] of Object.entries(entries ?? {})) {
      // A screen patch is checked once applied, as the screen it gives (app/loading/screens.ts).
      if (kind === 'screens' && isPatchDocument(raw)) {
        result.screens[id] = raw;
        continue;
      }
      const { value, problems } = validateTolerantly(validate, raw, 'SETTINGS', joinPointer('/SETTINGS', kind, id));
      if (value) result[kind][id] = value;
      result.problems.push(...problems);
    }
  }
  if (options.report !== false) reportConfigProblems(result.problems);
  return result;
}
