// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildPreset } from '@/presets/build';
import { presetCheckInputs } from '@/presets/validate';
import { checkDraft } from '@/studio/check';
import { configOfPreset, presetOfConfig, type ChannelConfig } from './config';
import { channelFindings, verdictErrors } from './verdict';

const listed = (findings: readonly { severity: string; pointer: string; message: string }[]) => findings.map((f) => `${f.severity} ${f.pointer} ${f.message}`).sort();

/** fuel-cz as a config sent without `languages`, its translations holding a text in Polish too. */
function withoutLanguages(): ChannelConfig {
  const { languages: _languages, ...config } = configOfPreset(buildPreset('fuel-cz'));
  const translations = { ...config.translations, pl: { 'home.title': 'Start' } } as ChannelConfig['translations'];
  return { ...config, translations };
}

describe('the verdict', () => {
  it('refuses what is not a config object, naming the input', () => {
    expect(listed(channelFindings([], [], presetCheckInputs()))).toEqual(['error  the published config must be a JSON object']);
  });

  it('checks a config that names no languages in the channel language, as the studio opens it', () => {
    const config = withoutLanguages();
    const service = channelFindings(config, [], presetCheckInputs());
    expect(listed(service)).toEqual(listed(checkDraft(presetOfConfig('published', config))));
    expect(verdictErrors(service)).toEqual([]);
  });

  it("checks it in the channel's languages when the channel names them", () => {
    const config = withoutLanguages();
    const errors = verdictErrors(channelFindings(config, ['sk'], presetCheckInputs()));
    expect(errors.find((e) => e.pointer === '/general/GENERAL.lang')?.message).toContain("the preset's languages are sk");
  });

  it('reports an unknown language in `languages` rather than tidying it away', () => {
    const config = { ...withoutLanguages(), languages: ['cs', 'xx'] } as unknown as ChannelConfig;
    expect(verdictErrors(channelFindings(config, ['cs'], presetCheckInputs())).map((e) => e.pointer)).toContain('/languages/1');
  });
});
