import { css } from 'styled-components';
import { focusVisible } from '@/engine/theme';

/** The look of a top-menu entry: links, buttons and the "More" disclosure alike. */
export const entryStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  cursor: pointer;
  &:hover {
    border-bottom-color: ${({ theme }) => theme.menu.underline};
  }
  ${focusVisible}
`;
