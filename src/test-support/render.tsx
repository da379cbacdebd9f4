// Test-only: the one way unit tests render portal UI. Config (default sections with the test's
// overrides), English i18n, the theme built from those sections, a query client, a memory router
// and a block registry; the current path is in test id `location`.
import { cleanup, render, type RenderOptions } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { BlockRegistryProvider, type BlockRegistry } from '@/engine/blocks/registry';
import { ConfigProvider, defaultSections, type SectionName, type Sections } from '@/engine/config';
import { buildTheme } from '@/engine/theme';
import { afterEach } from 'vitest';
import { testI18n } from './i18n';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

export type SectionOverrides = { [N in SectionName]?: Partial<Sections[N]> };

export function sectionsWith(overrides: SectionOverrides = {}): Sections {
  const merged = { ...defaultSections } as Record<SectionName, object>;
  for (const [name, value] of Object.entries(overrides) as [SectionName, object][]) {
    merged[name] = { ...defaultSections[name], ...value };
  }
  return merged as Sections;
}

export const emptyRegistry: BlockRegistry = { blocks: [], dataSources: {}, itemRenderers: {}, forms: {}, actions: {} };

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** The current path, in test id `location`: outside the rendered container, which stays the component's own. */
function LocationProbe() {
  const location = useLocation();
  return createPortal(
    <span data-testid="location" hidden>
      {location.pathname}
    </span>,
    document.body,
  );
}

export interface ProvidersOptions {
  path?: string;
  sections?: SectionOverrides;
  registry?: Partial<BlockRegistry>;
  queryClient?: QueryClient;
  i18n?: I18n;
}

/** The providers as a component, for tests that re-render or nest their own tree. */
export function Providers({ path = '/', sections, registry, queryClient, i18n, children }: ProvidersOptions & { children: ReactNode }) {
  const [state] = useState(() => {
    const all = sectionsWith(sections);
    return { all, theme: buildTheme(all), i18n: i18n ?? testI18n(), client: queryClient ?? testQueryClient() };
  });
  return (
    <ConfigProvider value={{ sections: state.all, problems: [] }}>
      <I18nextProvider i18n={state.i18n}>
        <ThemeProvider theme={state.theme}>
          <QueryClientProvider client={state.client}>
            <MemoryRouter initialEntries={[path]}>
              <BlockRegistryProvider registry={{ ...emptyRegistry, ...registry }}>
                {children}
                <LocationProbe />
              </BlockRegistryProvider>
            </MemoryRouter>
          </QueryClientProvider>
        </ThemeProvider>
      </I18nextProvider>
    </ConfigProvider>
  );
}

/** Renders `ui` inside Providers; returns what it rendered with (i18n, theme, query client). */
export function renderWithProviders(ui: ReactElement, { path, sections, registry, queryClient, ...options }: ProvidersOptions & RenderOptions = {}) {
  const i18n = testI18n();
  const client = queryClient ?? testQueryClient();
  const theme = buildTheme(sectionsWith(sections));
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Providers path={path} sections={sections} registry={registry} queryClient={client} i18n={i18n}>
        {children}
      </Providers>
    );
  }
  return { i18n, theme, queryClient: client, ...render(ui, { wrapper: Wrapper, ...options }) };
}
