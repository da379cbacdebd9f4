import { describe, expect, it } from 'vitest';
import { RuntimeSettingsError, appBaseUri, parseRuntimeSettings } from './runtime-settings';

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
      const problems = (error as RuntimeSettingsError).problems.join('\n');
      expect(problems).toContain('/apiBaseUrl');
      expect(problems).toContain('/authStorage');
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
