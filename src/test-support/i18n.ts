// Test-only: the one i18next instance of unit tests, with the portal's real English bundle (over a
// few fixture messages that only tests use).
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@/lib/i18n/locales/en.json';
import fixtureMessages from './test-messages.json';

type Nested = { [key: string]: string | Nested };

const isObject = (v: unknown): v is Nested => !!v && typeof v === 'object' && !Array.isArray(v);
function merge(base: Nested, over: Nested): Nested {
  const out: Nested = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const current = out[k];
    out[k] = isObject(v) && isObject(current) ? merge(current, v) : v;
  }
  return out;
}

/** A fresh English instance (synchronous init: usable on the first render). */
export function testI18n(): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: merge(fixtureMessages as Nested, en as Nested) } },
    interpolation: { escapeValue: false },
    nsSeparator: false,
    initAsync: false,
  });
  return instance;
}

let shared: I18n | undefined;
/** The English text of a key, as the tests' i18n instance renders it. */
export function tr(key: string, options?: Record<string, unknown>): string {
  shared ??= testI18n();
  return shared.t(key, options);
}
