// The CLI's checks on the draft, in the browser, with the CLI's own code and messages: the one list
// `preset validate` and a publish run (src/channel/findings.ts: schema, the names the schema
// lets pass (general.json keys, block types and props), WCAG contrast, references to screens, forms,
// operations and declared names, translations, the language source, links to switched-off routes),
// fed with what the CLI reads from disk, bundled here: the schema precompiled by codegen (no
// compiler, so the page runs without 'unsafe-eval'), the schemas, the contract's operationIds, the
// extensions manifest and the shipped bundles. Only the `$schema` links of files are left to
// `npm run preset -- validate` on the export (there are no files here).
import blocksSchema from '@/generated/blocks.schema.json';
import manifest from '@/generated/extensions-manifest.json';
import { operationIds } from '@/generated/operation-ids';
import { validatePreset } from '@/generated/preset-validator';
import { presetFindings } from '@/channel/findings';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import type { Finding } from '@/lib/preset-check/findings';
import { checkPresetSchema } from '@/lib/preset-check/schema-findings';
import type { Manifest } from '@/lib/preset-check/references';
import { checkBlocks, checkGeneralKeys, type ScreensSchema } from '@/lib/preset-check/schema-names';
import { bundleScreensSchema } from '@/lib/preset-check/screens-schema';
import { shippedBundle } from './shipped-texts';

type Schema = Record<string, unknown>;
const schemaFiles = import.meta.glob<Schema>('../../schemas/**/*.schema.json', { eager: true, import: 'default' });

/** Every schema of schemas/ by file name (`VISUAL.schema.json`, `screens.schema.json`...). */
export const schemaByFile: Record<string, Schema> = Object.fromEntries(
  Object.entries(schemaFiles).map(([file, schema]) => [file.split('/').pop() as string, schema]),
);

/** screens.schema.json with its generated part (src/generated/blocks.schema.json), as one schema with local refs. */
export const screensSchema = bundleScreensSchema(schemaByFile['screens.schema.json'] ?? {}, blocksSchema);

const inputs = {
  schema: (preset: BuiltPreset) => [
    ...checkPresetSchema(validatePreset, preset),
    ...checkGeneralKeys(preset, schemaByFile['preset-general.schema.json'] ?? {}),
    ...checkBlocks(preset, screensSchema as ScreensSchema),
  ],
  operationIds: new Set(operationIds),
  manifest: manifest as unknown as Manifest,
  bundleOf: shippedBundle,
};

/** The findings `preset validate` would print for the draft (the screens are all the draft's own). */
export function checkDraft(draft: BuiltPreset, assets?: ReadonlySet<string>): Finding[] {
  return presetFindings(draft, assets ? { ...inputs, assets } : inputs);
}
