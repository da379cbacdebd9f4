import { describe, expect, it } from 'vitest';
import { englishBootTexts } from './i18n/boot-error-texts';
import { bootErrorTranslations } from './i18n/boot-error-translations';
import { RuntimeSettingsError, appBaseUri, parseRuntimeSettings } from './runtime-settings';
import { describeSettingsError } from './runtime-settings-problems';

/** The problems the boot error screen lists, in English. */
const problemsOf = (error: unknown) => describeSettingsError(error as RuntimeSettingsError, englishBootTexts).problems;

describe('portal.config.json', () => {
  it('fills the defaults of a minimal file', () => {
    expect(parseRuntimeSettings({ apiBaseUrl: 'https://api.example.com' })).toEqual({
      apiBaseUrl: 'https://api.example.com',
      authStorage: 'local',
      demo: false,
      studio: false,
    });
  });

  it('names each problem of an invalid file by pointer', () => {
    try {
      parseRuntimeSettings({ apiBaseUrl: 'ftp://x', authStorage: 'cookie' });
      expect.unreachable('an invalid file must throw');
    } catch (error) {
      expect(error).toBeInstanceOf(RuntimeSettingsError);
      const problems = problemsOf(error).join('\n');
      expect(problems).toContain('/apiBaseUrl');
      expect(problems).toContain('/authStorage');
    }
  });

  it('gives each problem its reason and offers the closest key for a misspelt one', () => {
    const error = (() => {
      try {
        parseRuntimeSettings({ apiBaseUrl: 'ftp://x', chanelId: 'fuel-cz', authStorage: 'cookie', demo: 'yes' });
      } catch (thrown) {
        return thrown as RuntimeSettingsError;
      }
      throw new Error('an invalid file must throw');
    })();
    expect([...problemsOf(error)].sort()).toEqual([
      '/apiBaseUrl has an invalid format',
      '/authStorage must be one of: local, session',
      '/chanelId unknown key "chanelId" (did you mean "channelId"?)',
      '/demo must be of type boolean',
    ]);
    expect(problemsOf(error).some((p) => p.startsWith('/ '))).toBe(false);
    const czech = describeSettingsError(error, bootErrorTranslations.cs);
    expect(czech.title).toBe('portal.config.json není platný');
    expect(czech.problems).toContain('/chanelId neznámý klíč „chanelId“ (mysleli jste „channelId“?)');
  });

  it('names a missing required key, and suggests nothing for a key unlike any', () => {
    try {
      parseRuntimeSettings({ zzzzzzzz: 1 });
      expect.unreachable('an invalid file must throw');
    } catch (error) {
      expect([...problemsOf(error)].sort()).toEqual([
        '/apiBaseUrl the required key "apiBaseUrl" is missing',
        '/zzzzzzzz unknown key "zzzzzzzz"',
      ]);
    }
  });

  it('keeps the file\'s own language for the error screen', () => {
    try {
      parseRuntimeSettings({ apiBaseUrl: '/', language: 'pl_PL', chanelId: 'x' });
      expect.unreachable('an invalid file must throw');
    } catch (error) {
      expect((error as RuntimeSettingsError).language).toBe('pl_PL');
    }
  });

  it('rejects a file that is not an object', () => {
    expect(() => parseRuntimeSettings(['nope'])).toThrow(RuntimeSettingsError);
    expect(() => parseRuntimeSettings(null)).toThrow('portal.config.json is invalid');
  });
});

describe('where portal.config.json is read from', () => {
  it('is the app base, also on a deep link', () => {
    window.history.pushState({}, '', '/coupon/c-3');
    expect(new URL('portal.config.json', appBaseUri()).pathname).toBe('/portal.config.json');
  });
});
