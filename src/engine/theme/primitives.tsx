import styled from 'styled-components';
import { system, type ResponsiveValue } from 'styled-system';
import { shouldForwardProp, systemProps, type SystemProps } from './system';

export type BoxProps = SystemProps;

/** A div with every styled-system prop (space, color, layout, flexbox, grid, border...). */
export const Box = styled.div.withConfig({ shouldForwardProp })<BoxProps>`
  box-sizing: border-box;
  min-width: 0;
  ${systemProps}
`;

export const Flex = styled(Box)`
  display: flex;
`;

export type StackProps = BoxProps & {
  /** Space between children: a theme space index or a CSS length. */
  gap?: ResponsiveValue<number | string>;
  direction?: ResponsiveValue<'row' | 'column'>;
};

const stackSystem = system({
  gap: { property: 'gap', scale: 'space' },
  direction: { property: 'flexDirection' },
});

/** Flex column (or row) with uniform gaps between its children. */
export const Stack = styled.div.withConfig({ shouldForwardProp })<StackProps>`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  min-width: 0;
  ${systemProps}
  ${stackSystem}
`;

export const Text = styled.p.withConfig({ shouldForwardProp })<BoxProps>`
  margin: 0;
  ${systemProps}
`;

export const Heading = styled.h2.withConfig({ shouldForwardProp })<BoxProps>`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.heading};
  ${systemProps}
`;

/** Content for screen readers only (e.g. a badge's full label). */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
