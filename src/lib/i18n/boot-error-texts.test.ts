import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishBootTexts, fillBootText, loadBootTexts } from './boot-error-texts';
import { bootErrorTranslations } from './boot-error-translations';
import { LAST_LANGUAGE_KEY, bootLanguage } from './boot-label';
import { supportedLanguages } from './languages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('boot error screen texts', () => {
  it('say every text in every portal language, with the placeholders of the English one', async () => {
    for (const language of supportedLanguages) {
      const texts = await loadBootTexts(language);
      for (const [key, text] of Object.entries(englishBootTexts)) {
        const own = texts[key as keyof typeof englishBootTexts];
        expect(own, `${language} ${key}`).toBeTruthy();
        expect(placeholders(own), `${language} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('load each language but English as its own', async () => {
    expect(await loadBootTexts('en_GB')).toBe(englishBootTexts);
    expect(await loadBootTexts('sk')).toBe(bootErrorTranslations.sk);
    expect((await loadBootTexts('bg')).retry).toBe('Опитайте отново');
  });

  it('fill their placeholders', () => {
    expect(fillBootText(bootErrorTranslations.fr, 'missing', { file: 'portal.config.json', status: 404 })).toBe('portal.config.json est introuvable (HTTP 404)');
  });

  it('are in the remembered language, else the deployment language, else the browser language', () => {
    vi.stubGlobal('navigator', { language: 'sk-SK' });
    expect(bootLanguage()).toBe('sk');
    expect(bootLanguage('pl_PL')).toBe('pl');
    localStorage.setItem(LAST_LANGUAGE_KEY, 'cs');
    expect(bootLanguage('pl_PL')).toBe('cs');
  });
});
