import { cleanup, render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { buildTheme, type ThemeSections } from './build-theme';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

/** Test helper: render inside a ThemeProvider built from the given sections. */
export function renderWithTheme(ui: ReactElement, sections: ThemeSections = {}, options?: RenderOptions) {
  const theme = buildTheme(sections);
  const Wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  return { theme, ...render(ui, { wrapper: Wrapper, ...options }) };
}
