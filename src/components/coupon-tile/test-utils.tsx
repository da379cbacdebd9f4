import { render, type RenderOptions } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '@/engine/theme';

// TEMPORARY until src/lib/i18n/locales/en.json lands.
const en = {
  countdown: {
    label: 'Time left',
    days_one: '{{count}} day', days_other: '{{count}} days',
    hours_one: '{{count}} hour', hours_other: '{{count}} hours',
    minutes_one: '{{count}} minute', minutes_other: '{{count}} minutes',
    seconds_one: '{{count}} second', seconds_other: '{{count}} seconds',
  },
};

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
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders inside theme, i18n and a memory router; the current path is in `location` test id. */
export function renderWithProviders(ui: ReactElement, { route = '/coupons', ...options }: { route?: string } & RenderOptions = {}) {
  const i18n = createTestI18n();
  const theme = buildTheme();
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
