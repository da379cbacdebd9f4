// Test-only helpers: an i18next instance with the English bundle and a registry/router/query wrapper.
import { cleanup } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '@/engine/theme';
import { BlockRegistryProvider, type BlockRegistry } from './registry';
import { afterEach } from 'vitest';
import fallbackMessages from './test-messages.json';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

type Nested = { [key: string]: string | Nested };
const bundles = import.meta.glob<Nested>('/src/lib/i18n/locales/en.json', { eager: true, import: 'default' });

const isObject = (v: unknown): v is Nested => !!v && typeof v === 'object' && !Array.isArray(v);
function merge(base: Nested, over: Nested): Nested {
  const out: Nested = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const current = out[k];
    out[k] = isObject(v) && isObject(current) ? merge(current, v) : v;
  }
  return out;
}

/** English bundle of the app (when present) over the messages these modules rely on. */
export function testI18n(): I18n {
  const app = Object.values(bundles)[0] ?? {};
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: merge(fallbackMessages as Nested, app) } },
    interpolation: { escapeValue: false },
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

export const emptyRegistry: BlockRegistry = { blocks: [], dataSources: {}, itemRenderers: {}, forms: {}, actions: {} };

export function Harness({
  registry,
  children,
  initialPath = '/',
  queryClient,
}: {
  registry?: Partial<BlockRegistry>;
  children: ReactNode;
  initialPath?: string;
  queryClient?: QueryClient;
}) {
  const [i18n] = useState(testI18n);
  const [theme] = useState(() => buildTheme({}));
  const [ownClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <ThemeProvider theme={theme}>
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient ?? ownClient}>
        <MemoryRouter initialEntries={[initialPath]}>
          <BlockRegistryProvider registry={{ ...emptyRegistry, ...registry }}>{children}</BlockRegistryProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
    </ThemeProvider>
  );
}
