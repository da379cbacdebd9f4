import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { LAST_LANGUAGE_KEY, bootLoadingTexts, showBootLabel } from './boot-label';
import { supportedLanguages } from './languages';

const indexHtml = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
const bundle = (language: string) =>
  JSON.parse(readFileSync(join(process.cwd(), 'src/lib/i18n/locales', `${language}.json`), 'utf8')) as { common: { loading: string } };
const label = () => document.getElementById('boot-label')?.textContent;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
  document.body.innerHTML = indexHtml.slice(indexHtml.indexOf('<div id="root">'), indexHtml.indexOf('<script'));
});

describe('boot screen loading text', () => {
  it('index.html itself carries no English text for a member (the label is empty until the language is known)', () => {
    expect(document.querySelector('[role="status"]')?.textContent).toBe('');
  });

  it('is in the remembered language of the last visit (a Czech channel shows Czech)', () => {
    localStorage.setItem(LAST_LANGUAGE_KEY, 'cs');
    showBootLabel();
    expect(label()).toBe('Načítání…');
    expect(document.documentElement.lang).toBe('cs');
  });

  it('on a first visit follows the deployment setting (portal.config.json language, GENERAL.lang style)', () => {
    showBootLabel();
    expect(label()).toBe('');
    showBootLabel('pl_PL');
    expect(label()).toBe('Ładowanie…');
    expect(document.documentElement.lang).toBe('pl');
  });

  it('prefers the remembered language over the deployment setting', () => {
    localStorage.setItem(LAST_LANGUAGE_KEY, 'sk');
    showBootLabel('cs_CZ');
    expect(label()).toBe('Načítava sa…');
  });

  it('uses the same text as each language bundle', () => {
    for (const language of supportedLanguages) {
      expect(bootLoadingTexts[language], language).toBe(bundle(language).common?.loading ?? bundle('en').common.loading);
    }
  });
});
