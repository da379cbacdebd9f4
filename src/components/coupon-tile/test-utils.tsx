import { render, type RenderOptions } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { buildTheme, type ThemeSections } from '@/engine/theme';
import en from '@/lib/i18n/locales/en.json';
import type { Coupon, User } from '@/lib/rules/coupon';


/** Test-only: an i18next instance with the English default bundle. */
export function createTestI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname}</span>;
}

/** Renders inside theme, i18n and a memory router; the current path is in `location` test id. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/coupons', sections, ...options }: { route?: string; sections?: ThemeSections } & RenderOptions = {},
) {
  const i18n = createTestI18n();
  const theme = buildTheme(sections);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[route]}>
            {children}
            <LocationProbe />
          </MemoryRouter>
        </ThemeProvider>
      </I18nextProvider>
    );
  }
  return { i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** Test fixtures: a free, started, never-ending coupon and a verified member with 500 hundredths. */
export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return { id: 'c1', name: 'Free coffee', activated: false, points: 0, activation_minutes: 15, ...overrides };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return { id: 'u1', is_verified: true, wallets: [{ id: 'w1', is_primary: true, points: 500 }], params_v2: {}, ...overrides };
}
