// @vitest-environment node
// A channel's verification and welcome texts promise only what it offers: a channel with setting
// 'web' off has no coupons and no rewards (spec 2), so its texts must not offer them.
import { describe, expect, it } from 'vitest';
import { loadPreset } from '@/mocks/preset-source';
import { resolveLanguage, type Language } from '@/lib/i18n/languages';

const PRESETS = ['default', 'fuel-cz', 'drugstore-pl', 'minimal-gb'];
/** The texts a member reads around sign-up and e-mail verification. */
const KEYS = [
  'verify.banner.text',
  'verify.success.text',
  'verify.success.inApp',
  'screens.verifySuccess.text',
  'screens.registerConfirm.text',
  'emailConfirmation.sent',
  'emailConfirmation.sentTo',
  'screens.emailConfirmation.done',
  'screens.home.title',
];
const OFFERS = /coupon|reward|kupon|odměn|nagrod|voucher|récompense|recompens|купон|наград|odmen/i;

const bundles = import.meta.glob<Record<string, unknown>>('../lib/i18n/locales/*.json', { eager: true, import: 'default' });
function flat(object: Record<string, unknown>, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(object)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flat(value as Record<string, unknown>, path, out);
    else if (typeof value === 'string') out[path] = value;
  }
  return out;
}
const base = (language: Language) => flat(bundles[`../lib/i18n/locales/${language}.json`] ?? {});

describe('verification and welcome texts promise only what the channel offers', () => {
  it.each(PRESETS)('%s', (name) => {
    const preset = loadPreset(name);
    const general = preset.sections.GENERAL ?? {};
    const offersCoupons = general.web !== false;
    const languages = (preset.languages ?? [resolveLanguage(String(preset.general['GENERAL.lang'] ?? 'en'))]) as Language[];
    for (const language of languages) {
      const text = (key: string) => preset.translations[language]?.[key] ?? base(language)[key] ?? base('en')[key] ?? '';
      for (const key of KEYS) {
        if (!offersCoupons) expect(text(key), `${name} ${language} ${key}`).not.toMatch(OFFERS);
        expect(text(key), `${name} ${language} ${key}`).not.toBe('');
      }
    }
  });
});
