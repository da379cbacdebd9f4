// Every check of a built preset that needs no folder, in the order `preset validate` prints them:
// schema, WCAG contrast, custom CSS, block links, visibility windows, references, translations, localized titles, the
// language source, links to switched-off routes and journeys (form successes) ending on one. The CLI
// (src/presets/validate.ts, checkBuiltPreset), the channel service and the CLIs' imports (the
// verdict, ./verdict.ts, fed by presetCheckInputs) and the studio (src/studio/check.ts) run this one
// list on the same data, the built preset with its languages, so their verdicts agree; each supplies
// what it reads its own way (the compiled schema, the contract's operationIds, the extensions
// manifest, the shipped bundles).
import { checkJourneyEnds } from '@/engine/routes/journey-ends';
import { checkSwitchedOffLinks } from '@/engine/routes/switched-off-links';
import { checkContrast } from '@/engine/theme/contrast-check';
import { checkInputLimits } from '@/lib/input-limits';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import { checkCustomCssFindings } from '@/lib/preset-check/custom-css';
import { checkImageBlocks } from '@/lib/preset-check/images';
import type { Finding } from '@/lib/preset-check/findings';
import { checkLanguageSource } from '@/lib/preset-check/language-source';
import { deprecatedName, renameExtensionNames } from '@/lib/preset-format';
import { checkReferences, type Manifest } from '@/lib/preset-check/references';
import { checkLocalizedTitles, checkTranslations, type BundleOf } from '@/lib/preset-check/translations';
import { checkVisibilityWindows } from '@/lib/preset-check/visibility-windows';
import { checkBlockLinks } from '@/engine/config/block-links';
import { validateSections } from '@/engine/config/validate';

export type PresetCheckInputs = {
  schema: (preset: BuiltPreset) => Finding[];
  operationIds: Set<string>;
  manifest: Manifest | undefined;
  bundleOf: BundleOf;
  /** The channel's asset library (hashes): image blocks' `asset:` references must name one. Unknown: not checked. */
  assets?: ReadonlySet<string>;
};

/**
 * The findings of a built preset: every screen counts, inherited or its own (members see them all).
 * Format-1 names (camelCase data sources and actions) are read as the portal reads them, in
 * kebab-case, each with a deprecation warning; the other checks see the preset as read.
 */
export function presetFindings(built: BuiltPreset, inputs: PresetCheckInputs): Finding[] {
  // Input over a limit or holding a refused key (`__proto__`, `constructor`, `prototype`) is refused
  // with those findings alone: no other check walks it.
  const refused = checkInputLimits(built, 'the channel config');
  if (refused.length > 0) return refused;
  const { value: screens, renames } = renameExtensionNames(built.screens ?? {}, '/screens');
  const preset: BuiltPreset = built.screens === undefined ? built : { ...built, screens };
  const { sections } = validateSections(preset.sections ?? {}, { report: false });
  return [
    ...renames.map((r): Finding => ({ severity: 'warning', check: 'deprecated', pointer: r.pointer, message: deprecatedName(r) })),
    ...inputs.schema(preset),
    ...checkContrast(sections, preset.sections ?? {}),
    ...checkCustomCssFindings(preset),
    ...checkBlockLinks(preset.screens),
    ...checkImageBlocks(preset, inputs.assets),
    ...checkVisibilityWindows(preset),
    ...checkReferences(preset, inputs.operationIds, inputs.manifest),
    ...checkTranslations(preset, inputs.bundleOf),
    ...checkLocalizedTitles(preset),
    ...checkLanguageSource(preset),
    ...checkSwitchedOffLinks(preset, sections, Object.keys(preset.screens ?? {})),
    ...checkJourneyEnds(preset, sections, inputs.manifest),
  ];
}
