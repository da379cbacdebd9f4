// The CLI's checks on the draft, in the browser, with the CLI's own code and messages: the preset
// schema (src/lib/preset-check), WCAG contrast (engine/theme/contrast-check) and the one language
// source. What needs the repository's files (references to the operations and actions, translation
// coverage, $schema links) runs in `npm run preset -- validate` on the export (docs/studio.md).
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { validateSections } from '@/engine/config/validate';
import { checkContrast } from '@/engine/theme/contrast-check';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import type { Finding } from '@/lib/preset-check/findings';
import { checkLanguageSource } from '@/lib/preset-check/language-source';
import { checkPresetSchema, compilePresetValidator } from '@/lib/preset-check/preset-validator';

type Schema = Record<string, unknown>;
const schemaFiles = import.meta.glob<Schema>('../../schemas/**/*.schema.json', { eager: true, import: 'default' });

/** Every schema of schemas/ by file name (`VISUAL.schema.json`, `screens.schema.json`...). */
export const schemaByFile: Record<string, Schema> = Object.fromEntries(
  Object.entries(schemaFiles).map(([file, schema]) => [file.split('/').pop() as string, schema]),
);

let validator: ValidateFunction | undefined;
function presetValidator(): ValidateFunction {
  validator ??= compilePresetValidator({
    preset: schemaByFile['preset.schema.json'] as Schema,
    referenced: Object.entries(schemaByFile)
      .filter(([file]) => file !== 'preset.schema.json' && file !== 'portal-config.schema.json')
      .map(([, schema]) => schema),
  });
  return validator;
}

/** The findings `preset validate` would print for these parts of the draft. */
export function checkDraft(draft: BuiltPreset): Finding[] {
  const { sections } = validateSections(draft.sections ?? {}, { report: false });
  return [...checkPresetSchema(presetValidator(), draft), ...checkContrast(sections), ...checkLanguageSource(draft)];
}
