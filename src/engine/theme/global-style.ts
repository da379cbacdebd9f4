import { createGlobalStyle } from 'styled-components';
import { focusRing } from './focus';

/** Base font and colours, keyboard focus ring, reduced motion. Rendered once by the app. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 16px;
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.text};
    background-color: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  img, svg {
    max-width: 100%;
  }
  button, input, select, textarea {
    font: inherit;
  }
  :focus-visible {
    ${focusRing}
  }
  :focus:not(:focus-visible) {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
