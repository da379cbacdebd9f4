// Test-only helpers for the shell components: theme from the given sections, an i18next instance
// with the real English default bundle, config provider and memory router.
import { cleanup, render, type RenderOptions } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { ConfigProvider, defaultSections, type SectionName, type Sections } from '@/engine/config';
import { buildTheme } from '@/engine/theme';
import en from '@/lib/i18n/locales/en.json';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

export function createShellTestI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    nsSeparator: false,
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
