// Test-only helpers for the shell components: theme from the given sections, a minimal i18next
// instance with the English texts of the keys the shell uses, config provider and memory router.
import { cleanup, render, type RenderOptions } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { ConfigProvider, defaultSections, type SectionName, type Sections } from '@/engine/config';
import { buildTheme } from '@/engine/theme';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

export const shellMessagesEn = {
  common: { close: 'Close', opensInNewTab: '(opens in a new tab)', skipToContent: 'Skip to content' },
  menu: {
    label: 'Main menu',
    open: 'Open menu',
    title: 'Menu',
    home: 'Home',
    coupons: 'Coupons',
    rewards: 'Rewards',
    perks: 'Perks',
    leaflets: 'Leaflets',
    invoices: 'Invoices',
    transactions: 'Transaction history',
    logout: 'Log out',
    social: 'Social media',
    facebook: 'Facebook',
    instagram: 'Instagram',
    tiktok: 'TikTok',
  },
  header: {
    logo: 'Home page',
    points: '{{points}} points',
    card: 'Loyalty card',
    notifications_zero: 'Messages',
    notifications_one: 'Messages, {{count}} unread',
    notifications_other: 'Messages, {{count}} unread',
    profile: 'Profile',
  },
  verify: { banner: { label: 'Account verification', text: 'Your account is not verified yet. Click here to confirm your e-mail address.' } },
};

export function createShellTestI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: shellMessagesEn } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export type SectionOverrides = { [N in SectionName]?: Partial<Sections[N]> };

export function sectionsWith(overrides: SectionOverrides = {}): Sections {
  const merged = { ...defaultSections } as Record<SectionName, object>;
  for (const [name, value] of Object.entries(overrides) as [SectionName, object][]) {
    merged[name] = { ...defaultSections[name], ...value };
  }
  return merged as Sections;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders inside config, theme, i18n and a memory router; the current path is in test id `location`. */
export function renderShell(
  ui: ReactElement,
  { route = '/', sections = {}, ...options }: { route?: string; sections?: SectionOverrides } & RenderOptions = {},
) {
  const i18n = createShellTestI18n();
  const all = sectionsWith(sections);
  const theme = buildTheme(all);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ConfigProvider value={{ sections: all, problems: [] }}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            <MemoryRouter initialEntries={[route]}>
              {children}
              <LocationProbe />
            </MemoryRouter>
          </ThemeProvider>
        </I18nextProvider>
      </ConfigProvider>
    );
  }
  return { i18n, theme, ...render(ui, { wrapper: Wrapper, ...options }) };
}
