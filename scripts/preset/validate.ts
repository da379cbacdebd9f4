// `preset validate`: every check on one preset folder, each finding with a JSON pointer into the
// built preset and the file that set the value.
import path from 'node:path';
import { validateSections } from '@/engine/config/validate';
import { buildPresetAt, presetChain, PresetFileError, type BuiltPreset } from './build.ts';
import { checkContrast } from './contrast.ts';
import { report, type Finding, type PresetReport } from './findings.ts';
import { createLocator } from './locate.ts';
import { checkReferences, operationIds, registryActions } from './references.ts';
import { checkSchema } from './schema-check.ts';
import { checkTranslations } from './translations.ts';

let ids: Set<string> | undefined;
let actions: ReturnType<typeof registryActions>;

export function validatePresetDir(dir: string): PresetReport {
  const name = path.basename(dir);
  let chain: string[];
  let preset: BuiltPreset;
  try {
    chain = presetChain(dir);
    preset = buildPresetAt(dir);
  } catch (error) {
    const source = error instanceof PresetFileError ? path.relative(process.cwd(), error.file) : undefined;
    const message = error instanceof PresetFileError ? error.message.slice(error.file.length + 2) : (error as Error).message;
    return report(name, dir, [{ severity: 'error', check: 'file', pointer: '', message, ...(source ? { source } : {}) }]);
  }
  const findings: Finding[] = [...checkSchema(preset)];
  if (typeof preset.name === 'string' && preset.name !== name) {
    findings.push({ severity: 'warning', check: 'file', pointer: '/name', message: `name "${preset.name}" differs from the folder name "${name}"` });
  }
  const { sections } = validateSections(preset.sections ?? {}, { report: false });
  findings.push(...checkContrast(sections));
  findings.push(...checkReferences(preset, (ids ??= operationIds()), (actions ??= registryActions())));
  findings.push(...checkTranslations(preset));
  const locate = createLocator(chain);
  for (const finding of findings) finding.source ??= locate(finding.pointer);
  return report(typeof preset.name === 'string' ? preset.name : name, dir, findings);
}
