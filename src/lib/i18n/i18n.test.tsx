import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTranslation } from 'react-i18next';
import type * as I18nModule from './i18n';

type Module = typeof I18nModule;
let mod: Module;

beforeEach(async () => {
  // Every test gets a fresh instance and fresh module state.
  vi.resetModules();
  mod = await import('./i18n');
});

afterEach(() => {
  document.documentElement.lang = '';
});

describe('initI18n', () => {
  it('starts in English with the spec messages', async () => {
    const i18n = await mod.initI18n('en');
    expect(i18n.t('menu.transactions')).toBe('Transaction history');
    expect(i18n.t('errors.login')).toBe('Your login info does not seem to be right. Please try again.');
    expect(document.documentElement.lang).toBe('en');
  });

  it('defaults to English', async () => {
    const i18n = await mod.initI18n();
    expect(i18n.language).toBe('en');
  });

  it('loads the default bundle of another language', async () => {
    const i18n = await mod.initI18n('cs');
    expect(i18n.t('menu.logout')).toBe('Odhlásit se');
    expect(document.documentElement.lang).toBe('cs');
  });

  it('keeps English out of nothing: other bundles are not loaded until needed', async () => {
    const i18n = await mod.initI18n('en');
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(false);
    await mod.changeLanguage('fr');
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(true);
  });

  it('uses server translations given at init instead of the defaults', async () => {
    const i18n = await mod.initI18n('cs', { 'menu.logout': 'Odejít', 'verify.modal.title': 'Ověření' });
    expect(i18n.t('menu.logout')).toBe('Odejít');
    expect(i18n.t('verify.modal.title')).toBe('Ověření');
    // Replaced, not merged: the Czech default of a key the server lacks is gone; English answers.
    expect(i18n.t('menu.coupons')).toBe('Coupons');
  });

  it('is idempotent: a second call switches language and applies translations', async () => {
    await mod.initI18n('en');
    const i18n = await mod.initI18n('cs', { 'menu.home': 'Start' });
    expect(i18n.language).toBe('cs');
    expect(i18n.t('menu.home')).toBe('Start');
  });
});

describe('fallbacks', () => {
  it('en_GB falls back to en', async () => {
    const i18n = await mod.initI18n('en_GB');
    expect(i18n.language).toBe('en_GB');
    expect(i18n.t('menu.perks')).toBe('Perks');
    expect(i18n.t('forms.fields.postalCode')).toBe('Postcode');
    expect(document.documentElement.lang).toBe('en-GB');
  });

  it('a key missing in a language falls back to English', async () => {
    const i18n = await mod.initI18n('cs');
    mod.applyServerTranslations('cs', { only: 'jen tohle' });
    expect(i18n.t('coupon.use')).toBe('Use');
  });

  it('server translations for en still fall back to the built-in English defaults', async () => {
    const i18n = await mod.initI18n('en', { 'menu.home': 'Dashboard' });
    expect(i18n.t('menu.home')).toBe('Dashboard');
    expect(i18n.t('menu.coupons')).toBe('Coupons');
  });

  it('an unknown key comes back as the key', async () => {
    const i18n = await mod.initI18n('en');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
  });
});

describe('applyServerTranslations', () => {
  it('converts the flat map of dotted keys to nested resources', async () => {
    const i18n = await mod.initI18n('sk');
    mod.applyServerTranslations('sk', { 'verify.modal.title': 'Overenie', 'verify.modal.text': 'Text', 'a.b.c.d': 'deep' });
    expect(i18n.getResourceBundle('sk', 'translation')).toEqual({
      verify: { modal: { title: 'Overenie', text: 'Text' } },
      a: { b: { c: { d: 'deep' } } },
    });
    expect(i18n.t('a.b.c.d')).toBe('deep');
  });

  it('finds a text and a longer key that starts with it', async () => {
    const i18n = await mod.initI18n('sk', { promo: 'Akcia', 'promo.title': 'Akcia dňa', 'x.y': 'xy', 'x.y.z': 'xyz' });
    expect(i18n.t('promo')).toBe('Akcia');
    expect(i18n.t('promo.title')).toBe('Akcia dňa');
    expect(i18n.t('x.y')).toBe('xy');
    expect(i18n.t('x.y.z')).toBe('xyz');
  });

  it('replaces an earlier server bundle rather than merging into it', async () => {
    const i18n = await mod.initI18n('pl', { 'menu.home': 'Start', 'menu.coupons': 'Kupony!' });
    mod.applyServerTranslations('pl', { 'menu.home': 'Początek' });
    expect(i18n.t('menu.home')).toBe('Początek');
    expect(i18n.t('menu.coupons')).toBe('Coupons');
  });

  it('handles plural keys from the server', async () => {
    const i18n = await mod.initI18n('cs', {
      'countdown.days_one': '{{count}} d',
      'countdown.days_few': '{{count}} dd',
      'countdown.days_other': '{{count}} ddd',
    });
    expect(i18n.t('countdown.days', { count: 1 })).toBe('1 d');
    expect(i18n.t('countdown.days', { count: 3 })).toBe('3 dd');
    expect(i18n.t('countdown.days', { count: 7 })).toBe('7 ddd');
  });

  it('ignores values that are not strings', async () => {
    const i18n = await mod.initI18n('cs', { 'menu.home': 42, 'menu.coupons': { x: 1 }, 'menu.rewards': 'Odměny!' });
    expect(i18n.t('menu.home')).toBe('Home');
    expect(i18n.t('menu.rewards')).toBe('Odměny!');
  });

  it('keeps a server bundle when switching away and back', async () => {
    const i18n = await mod.initI18n('cs', { 'menu.home': 'Start' });
    await mod.changeLanguage('en');
    await mod.changeLanguage('cs');
    expect(i18n.t('menu.home')).toBe('Start');
    expect(i18n.t('menu.logout')).toBe('Log out');
  });
});

describe('changeLanguage', () => {
  it('resolves regional and unknown codes', async () => {
    await mod.initI18n('en');
    expect(await mod.changeLanguage('cs_CZ')).toBe('cs');
    expect(mod.i18n.language).toBe('cs');
    expect(await mod.changeLanguage('de')).toBe('en');
    expect(await mod.changeLanguage('en-GB')).toBe('en_GB');
    expect(document.documentElement.lang).toBe('en-GB');
  });

  it('initialises i18next when called first', async () => {
    await mod.changeLanguage('ro');
    expect(mod.i18n.isInitialized).toBe(true);
    expect(mod.i18n.t('menu.logout')).toBe('Deconectare');
  });

  it('loads the date locale of the language too', async () => {
    const { isDateLocaleLoaded } = await import('@/lib/format/date-locales');
    await mod.initI18n('en');
    await mod.changeLanguage('bg');
    expect(isDateLocaleLoaded('bg')).toBe(true);
  });
});

describe('plurals use the Intl plural rules of each language', () => {
  it('en', async () => {
    const i18n = await mod.initI18n('en');
    expect(i18n.t('countdown.days', { count: 1 })).toBe('1 day');
    expect(i18n.t('countdown.days', { count: 2 })).toBe('2 days');
    expect(i18n.t('countdown.days', { count: 0 })).toBe('0 days');
  });

  it('cs: one, few, many (decimals), other', async () => {
    const i18n = await mod.initI18n('cs');
    expect(i18n.t('countdown.days', { count: 1 })).toBe('1 den');
    expect(i18n.t('countdown.days', { count: 3 })).toBe('3 dny');
    expect(i18n.t('countdown.days', { count: 1.5 })).toBe('1.5 dne');
    expect(i18n.t('countdown.days', { count: 5 })).toBe('5 dní');
    expect(i18n.t('coupon.activate.text', { time: 5, count: 5 })).toBe('Po aktivaci je nutné kupón použít do 5 minut.');
    expect(i18n.t('coupon.activate.text', { time: 1, count: 1 })).toBe('Po aktivaci je nutné kupón použít do 1 minuty.');
  });

  it('pl: one, few, many', async () => {
    const i18n = await mod.initI18n('pl');
    expect(i18n.t('countdown.minutes', { count: 1 })).toBe('1 minuta');
    expect(i18n.t('countdown.minutes', { count: 2 })).toBe('2 minuty');
    expect(i18n.t('countdown.minutes', { count: 5 })).toBe('5 minut');
    expect(i18n.t('countdown.minutes', { count: 22 })).toBe('22 minuty');
    expect(i18n.t('countdown.minutes', { count: 25 })).toBe('25 minut');
  });

  it('ro: one, few, other', async () => {
    const i18n = await mod.initI18n('ro');
    expect(i18n.t('countdown.seconds', { count: 1 })).toBe('1 secundă');
    expect(i18n.t('countdown.seconds', { count: 2 })).toBe('2 secunde');
    expect(i18n.t('countdown.seconds', { count: 20 })).toBe('20 de secunde');
  });

  it('sk and bg', async () => {
    const i18n = await mod.initI18n('sk');
    expect(i18n.t('countdown.hours', { count: 4 })).toBe('4 hodiny');
    expect(i18n.t('countdown.hours', { count: 5 })).toBe('5 hodín');
    await mod.changeLanguage('bg');
    expect(i18n.t('countdown.hours', { count: 1 })).toBe('1 час');
    expect(i18n.t('countdown.hours', { count: 2 })).toBe('2 часа');
  });

  it('en_GB uses the English plural rules through the fallback', async () => {
    const i18n = await mod.initI18n('en_GB');
    expect(i18n.t('countdown.hours', { count: 1 })).toBe('1 hour');
    expect(i18n.t('countdown.hours', { count: 3 })).toBe('3 hours');
  });

  it('the point cost uses plurals when a count is given and a neutral text without', async () => {
    const i18n = await mod.initI18n('cs');
    expect(i18n.t('coupon.cost', { points: '2', count: 2 })).toBe('2 body');
    expect(i18n.t('coupon.cost', { points: '1,5', count: 1.5 })).toBe('1,5 bodu');
    expect(i18n.t('coupon.cost', { points: '2' })).toBe('2 b.');
  });
});

describe('interpolation', () => {
  it('leaves escaping to React: values stay verbatim and render as text, never as markup', async () => {
    const i18n = await mod.initI18n('en');
    const text = i18n.t('errors.doesNotMatch', { name: 'H&M <img src=x onerror=alert(1)>' });
    expect(text).toBe("H&M <img src=x onerror=alert(1)> doesn't match");
    const { container } = render(<p>{text}</p>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe(text);
  });

  it('leaves the yup-style ${path} placeholder for fillTemplate', async () => {
    const i18n = await mod.initI18n('en');
    expect(i18n.t('errors.mixed.required')).toBe('${path} is a required field');
  });
});

describe('react-i18next binding', () => {
  function Probe() {
    const { t } = useTranslation();
    return <p>{t('menu.home')}</p>;
  }

  it('re-renders on a language change and on new server translations', async () => {
    await mod.initI18n('en');
    render(<Probe />);
    expect(screen.getByText('Home')).toBeInTheDocument();
    await act(() => mod.changeLanguage('cs'));
    expect(screen.getByText('Domů')).toBeInTheDocument();
    act(() => mod.applyServerTranslations('cs', { 'menu.home': 'Přehled' }));
    expect(screen.getByText('Přehled')).toBeInTheDocument();
  });
});
