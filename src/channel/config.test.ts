import { describe, expect, it } from 'vitest';
import { configOfPreset, presetOfConfig } from './config';

const translations = { bg: {}, cs: { 'home.title': 'Domů' }, en: {}, en_GB: {}, fr: {}, pl: {}, ro: {}, sk: {} };

describe("a channel's version opens with the channel's own languages", () => {
  it('takes the languages the config gives, in their order', () => {
    const draft = presetOfConfig('demo-minimal-gb-v1', { languages: ['en_GB', 'en'], sections: {}, general: { 'GENERAL.lang': 'en_GB' }, translations });
    expect(draft.languages).toEqual(['en_GB', 'en']);
  });

  it('opens a config without languages in the channel language alone, never the languages its translations hold', () => {
    const draft = presetOfConfig('demo-fuel-cz-v1', { sections: {}, general: { 'GENERAL.lang': 'cs_CZ' }, translations });
    expect(draft.languages).toEqual(['cs']);
  });

  it("opens a config without languages in the channel's languages when the caller knows them", () => {
    const draft = presetOfConfig('demo-fuel-cz-v1', { sections: {}, general: { 'GENERAL.lang': 'cs_CZ' }, translations }, ['cs', 'en']);
    expect(draft.languages).toEqual(['cs', 'en']);
  });

  it('saves and publishes the languages with the config', () => {
    const draft = presetOfConfig('demo-fuel-cz-v1', { sections: {}, general: { 'GENERAL.lang': 'cs_CZ' }, translations });
    expect(configOfPreset(draft).languages).toEqual(['cs']);
  });
});

describe('a built preset as a config', () => {
  it("keeps the channel's parts and leaves the preset's own (name, description, seed, format) out", () => {
    const built = { name: 'x', description: 'd', formatVersion: 2, seed: { a: 1 }, languages: ['en'], sections: { GENERAL: {} }, general: {}, translations: { en: {} }, screens: { home: {} } };
    expect(configOfPreset(built)).toEqual({ languages: ['en'], sections: { GENERAL: {} }, general: {}, translations: { en: {} }, screens: { home: {} } });
  });

  it('round-trips: a config opened as a preset saves as the same config', () => {
    const config = { languages: ['pl' as const], sections: {}, general: { 'GENERAL.lang': 'pl' }, translations: { pl: { k: 'v' } }, routes: { home: {} }, forms: {} };
    expect(configOfPreset(presetOfConfig('a', config))).toEqual(config);
  });
});
