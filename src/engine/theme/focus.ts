import { css } from 'styled-components';

/** The one visible focus ring: a dark outline with a light halo, readable on any background. */
export const focusRing = css`
  outline: 3px solid ${({ theme }) => theme.colors.focus};
  outline-offset: 2px;
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.focusHalo};
`;

/** Applies focusRing on keyboard focus only. */
export const focusVisible = css`
  &:focus-visible {
    ${focusRing}
  }
`;
