import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { buildTheme, type ThemeSections } from './build-theme';

/** Test helper: render inside a ThemeProvider built from the given sections. */
export function renderWithTheme(ui: ReactElement, sections: ThemeSections = {}, options?: RenderOptions) {
  const theme = buildTheme(sections);
  const Wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  return { theme, ...render(ui, { wrapper: Wrapper, ...options }) };
}
