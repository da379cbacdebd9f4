import { describe, expect, it } from 'vitest';
import { languagesOf } from './languages';

// Every language shipped: a preset's translations inherit them all from the presets it extends.
const translations = { bg: {}, cs: { 'home.title': 'Domů' }, en: {}, en_GB: {}, fr: {}, pl: {}, ro: {}, sk: {} };

describe("a channel's languages: one rule for the service, the studio and the CLIs", () => {
  it("are the config's own languages first, whatever the channel lists", () => {
    expect(languagesOf({ languages: ['cs', 'en'], general: { 'GENERAL.lang': 'cs' } }, ['pl'])).toEqual(['cs', 'en']);
  });

  it("are the channel's languages for a config that names none", () => {
    expect(languagesOf({ general: { 'GENERAL.lang': 'cs' } }, ['cs', 'en'])).toEqual(['cs', 'en']);
    expect(languagesOf({ languages: [], general: { 'GENERAL.lang': 'cs' } }, ['cs', 'en'])).toEqual(['cs', 'en']);
  });

  it('are the channel language alone when neither names any, never the languages the translations hold', () => {
    const config = { general: { 'GENERAL.lang': 'en_GB' }, translations };
    expect(languagesOf(config)).toEqual(['en_GB']);
    expect(languagesOf(config, [])).toEqual(['en_GB']);
    expect(languagesOf({ general: {} })).toEqual(['en']);
  });

  it('list each language once and skip what is not a language name', () => {
    expect(languagesOf({ languages: ['cs', 'cs', 7, 'en'] })).toEqual(['cs', 'en']);
  });
});
