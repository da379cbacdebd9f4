import { describe, expect, it } from 'vitest';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import { withLanguages } from './live-config';

const live = {
  name: 'live',
  // What the live read guesses: the channel language, then every language with texts of its own.
  languages: ['en_GB', 'bg', 'cs'],
  sections: {},
  general: { 'GENERAL.lang': 'en_GB' },
  translations: { en_GB: { 'sidebar.title': 'Offers' }, bg: { 'sidebar.title': 'Оферти' }, cs: {} },
  seed: {},
} as BuiltPreset;

describe("the live config opens in the channel's own languages", () => {
  it("takes the published version's languages, never the guessed ones, and keeps every text", () => {
    const opened = withLanguages(live, ['en_GB', 'en']);
    expect(opened.languages).toEqual(['en_GB', 'en']);
    expect(opened.translations).toEqual({ en_GB: { 'sidebar.title': 'Offers' }, en: {}, bg: { 'sidebar.title': 'Оферти' }, cs: {} });
  });

  it('keeps what the live read gives when the channel service cannot say', () => {
    expect(withLanguages(live, null)).toBe(live);
    expect(withLanguages(live, [])).toBe(live);
  });
});
