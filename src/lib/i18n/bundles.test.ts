import { describe, expect, it } from 'vitest';
import { flattenTranslations, type NestedTranslations } from './flat';
import { intlLocale, supportedLanguages, type Language } from './languages';
import bg from './locales/bg.json';
import cs from './locales/cs.json';
import en from './locales/en.json';
import enGB from './locales/en_GB.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';
import ro from './locales/ro.json';
import sk from './locales/sk.json';

const bundles: Record<Language, NestedTranslations> = { bg, cs, en, en_GB: enGB, pl, ro, sk, fr };
const flat = Object.fromEntries(
  supportedLanguages.map((language) => [language, flattenTranslations(bundles[language])]),
) as Record<Language, Record<string, string>>;

const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
const baseKeys = (messages: Record<string, string>) => new Set(Object.keys(messages).map(base));
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}|\$\{(\w+)\}/g)].map((m) => m[1] ?? m[2]).filter((name) => name !== 'count').sort();

/** The spec's exact English messages (sections 2, 4, 5, 8). */
const specMessages: Record<string, string> = {
  'errors.passwordsDoNotMatch': 'Passwords do not match',
  'errors.doesNotMatch': "{{name}} doesn't match",
  'errors.mixed.required': '${path} is a required field',
  'errors.mandatoryFields': 'Fill in mandatory fields',
  'errors.login': 'Your login info does not seem to be right. Please try again.',
  'errors.emailExists': 'An account with the specified email already exists!',
  'errors.cardRegistered':
    'This card is already registered in our platform, please try to login or request to reset password.',
  'errors.cardVerificationFailed': 'Card verification failed',
  'errors.invalidCode': 'Invalid code entered',
  'errors.verificationExpired': 'Your verification link has expired',
  'errors.notEnoughPointsCoupon': "You don't have enough points for this coupon!",
  'errors.notEnoughPointsReward': "You don't have enough points for this reward!",
  'coupon.notEnoughPoints': "You don't have enough points for this coupon!",
  'reward.notEnoughPoints': "You don't have enough points for this reward!",
  'errors.onlyVerifiedRewards': 'Only verified accounts can select rewards',
  'reward.onlyVerified': 'Only verified accounts can select rewards',
  'errors.noTransactions': 'There are no transactions to show',
  'errors.noCoupons': 'No coupons available at this time.',
  'errors.invalidToken': 'Invalid token',
  'menu.home': 'Home',
  'menu.coupons': 'Coupons',
  'menu.rewards': 'Rewards',
  'menu.perks': 'Perks',
  'menu.leaflets': 'Leaflets',
  'menu.invoices': 'Invoices',
  'menu.transactions': 'Transaction history',
  'menu.logout': 'Log out',
};

/** Keys every full language must translate: spec messages, menu, buttons, coupon texts. */
const core = [
  ...Object.keys(specMessages),
  'verify.modal.title',
  'verify.modal.text',
  'sidebar.card.more',
  'common.close',
  'common.loading',
  'coupon.use',
  'coupon.active',
  'coupon.later',
  'coupon.confirm',
  'coupon.activate.text',
  'coupon.valid',
  'coupon.validToday',
  'coupon.validTomorrow',
  'countdown.days',
  'countdown.hours',
  'countdown.minutes',
  'countdown.seconds',
  'page.notAvailable',
  'header.notifications',
  'header.profile',
  'header.card',
  'errors.string.email',
  'errors.string.min',
  'errors.string.max',
  'errors.string.url',
];

describe('the English bundle', () => {
  it.each(Object.entries(specMessages))('holds the spec message %s', (key, message) => {
    expect(flat.en[key]).toBe(message);
  });

  it('has no empty texts', () => {
    for (const [key, text] of Object.entries(flat.en)) expect(text.trim(), key).not.toBe('');
  });
});

describe.each(supportedLanguages.filter((l) => l !== 'en'))('the %s bundle', (language) => {
  const messages = flat[language];
  const english = baseKeys(flat.en);

  it('only uses keys the English bundle has', () => {
    const unknown = [...baseKeys(messages)].filter((key) => !english.has(key));
    expect(unknown).toEqual([]);
  });

  it('keeps the placeholders of the English text', () => {
    for (const [key, text] of Object.entries(messages)) {
      const englishText = flat.en[key] ?? flat.en[`${base(key)}_other`] ?? flat.en[base(key)];
      expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(englishText ?? ''));
    }
  });

  it('has every plural form of the language for each plural key', () => {
    const categories = new Intl.PluralRules(intlLocale(language)).resolvedOptions().pluralCategories;
    const plurals = new Set(Object.keys(messages).filter((key) => PLURAL.test(key)).map(base));
    for (const key of plurals) {
      for (const category of categories) expect(messages[`${key}_${category}`], `${language}: ${key}_${category}`).toBeTruthy();
    }
  });

});

describe.each(['bg', 'cs', 'pl', 'ro', 'sk', 'fr'] as const)('the full %s translation', (language) => {
  const have = baseKeys(flat[language]);

  it('translates every core key', () => {
    expect(core.filter((key) => !have.has(key))).toEqual([]);
  });

  it('translates the whole English bundle', () => {
    expect([...baseKeys(flat.en)].filter((key) => !have.has(key))).toEqual([]);
  });

  it('differs from English in the menu and the spec messages', () => {
    const same = ['menu.logout', 'errors.login', 'errors.noCoupons', 'coupon.later'].filter(
      (key) => flat[language][key] === flat.en[key],
    );
    expect(same).toEqual([]);
  });
});

describe('plural forms of English', () => {
  it('has one and other for each plural key', () => {
    const plurals = new Set(Object.keys(flat.en).filter((key) => PLURAL.test(key)).map(base));
    for (const key of plurals) {
      expect(flat.en[`${key}_one`], key).toBeTruthy();
      expect(flat.en[`${key}_other`], key).toBeTruthy();
    }
  });
});

describe('the en_GB bundle', () => {
  it('is small: everything else comes from en', () => {
    expect(Object.keys(flat.en_GB).length).toBeLessThan(20);
  });
});
