// The CLI's checks on the draft, in the browser, with the CLI's own code and messages: the one list
// `preset validate` and a publish run (engine/config/preset-findings: schema, WCAG contrast,
// references to screens, forms, operations and declared names, translations, the language source,
// links to switched-off routes), fed with what the CLI reads from disk, bundled here: the schemas,
// the contract's operationIds, the extensions manifest and the shipped bundles. Only the `$schema`
// links of files are left to `npm run preset -- validate` on the export (there are no files here).
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import contract from '../../openapi/wl-v1.yaml?raw';
import manifest from '@/generated/extensions-manifest.json';
import { presetFindings } from '@/engine/config/preset-findings';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import type { Finding } from '@/lib/preset-check/findings';
import { checkPresetSchema, compilePresetValidator } from '@/lib/preset-check/preset-validator';
import { operationIdsOf, type Manifest } from '@/lib/preset-check/references';
import { shippedBundle } from './shipped-texts';

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

let operationIds: Set<string> | undefined;

/** The findings `preset validate` would print for the draft (the screens are all the draft's own). */
export function checkDraft(draft: BuiltPreset): Finding[] {
  return presetFindings(draft, {
    schema: (preset) => checkPresetSchema(presetValidator(), preset),
    operationIds: (operationIds ??= operationIdsOf(parse(contract))),
    manifest: manifest as unknown as Manifest,
    bundleOf: shippedBundle,
  });
}
