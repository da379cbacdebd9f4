import { css } from 'styled-components';

/** The title of a tile in a list (coupon tile, list item templates): bold, two lines at most. */
export const tileTitle = css`
  margin: 0;
  font-size: 16px;
  line-height: 1.3;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
`;
