import styled from 'styled-components';

/** A small primary-coloured pill: points of a reward, a detail's badge field. */
export const PillBadge = styled.span`
  display: inline-block;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 14px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;
