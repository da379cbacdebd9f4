import { describe, expect, it } from 'vitest';
import { toConfig, toPreset } from './config';

const translations = { bg: {}, cs: { 'home.title': 'Domů' }, en: {}, en_GB: {}, fr: {}, pl: {}, ro: {}, sk: {} };

describe("a channel's version opens with the channel's own languages", () => {
  it('takes the languages the config gives, in their order', () => {
    const draft = toPreset('demo-minimal-gb-v1', { languages: ['en_GB', 'en'], sections: {}, general: { 'GENERAL.lang': 'en_GB' }, translations });
    expect(draft.languages).toEqual(['en_GB', 'en']);
  });

  it('opens a config without languages in the channel language alone, never the languages its translations hold', () => {
    const draft = toPreset('demo-fuel-cz-v1', { sections: {}, general: { 'GENERAL.lang': 'cs_CZ' }, translations });
    expect(draft.languages).toEqual(['cs']);
  });

  it('saves and publishes the languages with the config', () => {
    const draft = toPreset('demo-fuel-cz-v1', { sections: {}, general: { 'GENERAL.lang': 'cs_CZ' }, translations });
    expect(toConfig(draft).languages).toEqual(['cs']);
  });
});
