// `preset validate`: every check on one preset folder, each finding with a JSON pointer into the
// built preset and the file that set the value.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { presetFindings, type PresetCheckInputs } from '@/channel/findings';
import { presetAssets } from './assets';
import { buildPresetAt, presetChain, PresetFileError, type BuiltPreset } from './build';
import { checkBlocks } from './block-props';
import { report, type Finding, type PresetReport } from './findings';
import { createLocator } from './locate';
import { builtPointer, namesSchema } from './read-file';
import { operationIds, readManifest } from './references';
import { checkGeneralKeys, checkSchema } from './schema-check';
import { bundleFrom, localesDir } from './translations';

let ids: Set<string> | undefined;
let manifest: ReturnType<typeof readManifest>;

export function validatePresetDir(dir: string): PresetReport {
  const name = path.basename(dir);
  if (!existsSync(path.join(dir, 'preset.json'))) {
    return report(name, dir, [{ severity: 'error', check: 'file', pointer: '', message: `${path.relative(process.cwd(), dir) || dir} has no preset.json, so it is not a preset folder` }]);
  }
  let chain: string[];
  let preset: BuiltPreset;
  // A patch that cannot apply is reported and the rest of the preset is still checked.
  const fileFindings: Finding[] = [];
  const fileFinding = (error: unknown): Finding => {
    if (!(error instanceof PresetFileError)) return { severity: 'error', check: 'file', pointer: '', message: (error as Error).message };
    const source = `${path.relative(process.cwd(), error.file)}${error.pointer ? `#${error.pointer}` : ''}`;
    const message = error.message.slice(error.file.length + 2);
    return { severity: 'error', check: 'file', pointer: error.pointer ? builtPointer(error.file, error.pointer) : '', message, source };
  };
  try {
    chain = presetChain(dir);
    preset = buildPresetAt(dir, (error) => fileFindings.push(fileFinding(error)));
  } catch (error) {
    return report(name, dir, [...fileFindings, fileFinding(error)]);
  }
  const findings: Finding[] = [...fileFindings];
  if (typeof preset.name === 'string' && preset.name !== name) {
    findings.push({ severity: 'warning', check: 'file', pointer: '/name', message: `name "${preset.name}" differs from the folder name "${name}"` });
  }
  findings.push(...checkBuiltPreset(preset, presetAssets(chain)), ...checkSchemaLinks(dir));
  const locate = createLocator(chain, preset);
  for (const finding of findings) finding.source ??= locate(finding.pointer);
  return report(typeof preset.name === 'string' ? preset.name : name, dir, findings);
}

/**
 * What the checks read, read from disk (schemas/, the contract's operationIds, the extensions
 * manifest, the shipped bundles): the inputs of the verdict (src/channel/verdict.ts) in Node.
 * `assets`: the channel's asset library (unknown: image references are not checked).
 */
export function presetCheckInputs(assets?: ReadonlySet<string>): PresetCheckInputs {
  return {
    ...(assets ? { assets } : {}),
    // The schema, and the two checks of names the schema lets pass (they read schemas/ from disk).
    schema: (built: BuiltPreset) => [...checkSchema(built), ...checkGeneralKeys(built), ...checkBlocks(built)],
    operationIds: (ids ??= operationIds()),
    manifest: (manifest ??= readManifest()),
    bundleOf: bundleFrom(localesDir),
  };
}

/** Every check of a built preset that needs no folder (src/channel/findings.ts), with what Node reads. */
export const checkBuiltPreset = (preset: BuiltPreset, assets?: ReadonlySet<string>): Finding[] => presetFindings(preset, presetCheckInputs(assets));

/** Every JSON file of the preset folder names its schema (`$schema`), so editors complete and check it. */
function checkSchemaLinks(dir: string): Finding[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
  return files.flatMap((file) => {
    if (namesSchema(dir, path.join(dir, file)) !== false) return [];
    const source = path.relative(process.cwd(), path.join(dir, file));
    return [{ severity: 'warning' as const, check: 'file', pointer: '', source, message: `${file} names no $schema, so editors cannot complete it` }];
  });
}
