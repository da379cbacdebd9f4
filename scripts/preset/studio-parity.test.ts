// The studio checks a draft as you type with the CLI's messages: the same findings as
// `preset validate` (checkBuiltPreset) for a preset broken in each way the schema checks know, although
// the studio runs the schema precompiled by codegen and bundled schemas (no compiler, no disk).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDraft } from '../../src/studio/check';
import { buildPresetAt, presetsRoot, type BuiltPreset } from '../../src/presets/build.ts';
import { checkBuiltPreset } from '../../src/presets/validate.ts';

function broken(): BuiltPreset {
  const preset = structuredClone(buildPresetAt(path.join(presetsRoot, 'fuel-cz')));
  const visual = preset.sections.VISUAL as { color: Record<string, unknown> };
  visual.color.primary = '#12345';
  (preset.sections.MENU ??= {}).colour = 'red';
  preset.general['GENERAL.lnag'] = 'cs';
  const home = preset.screens?.home as { blocks: Array<Record<string, unknown>> };
  home.blocks.push({ type: 'markdwon', id: 'typo' }, { type: 'markdown', id: 'typo-prop', props: { contnet: 'Hi' } });
  return preset;
}

describe('the studio and preset validate', () => {
  it('print the same findings for the same broken preset', () => {
    const preset = broken();
    const cli = checkBuiltPreset(preset);
    const messages = cli.map((f) => `${f.pointer} ${f.message}`);
    expect(messages).toEqual(expect.arrayContaining([
      expect.stringMatching(/^\/sections\/VISUAL\/color\/primary "#12345" has an invalid format/),
      expect.stringMatching(/^\/sections\/MENU\/colour unknown key "colour"/),
      expect.stringMatching(/^\/general\/GENERAL.lnag unknown key "GENERAL.lnag" \(did you mean "GENERAL.lang"\?\)/),
      expect.stringMatching(/unknown block type "markdwon" \(did you mean "markdown"\?\)/),
      expect.stringMatching(/\/props\/contnet unknown key "contnet" \(did you mean "content"\?\)/),
    ]));
    expect(checkDraft(preset)).toEqual(cli);
  });

  it('find nothing in a committed preset', () => {
    const preset = buildPresetAt(path.join(presetsRoot, 'fuel-cz'));
    expect(checkDraft(preset).filter((f) => f.severity === 'error')).toEqual(checkBuiltPreset(preset).filter((f) => f.severity === 'error'));
  });
});
