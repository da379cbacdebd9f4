import isPropValid from '@emotion/is-prop-valid';
import {
  background,
  border,
  color,
  compose,
  flexbox,
  grid,
  layout,
  position,
  shadow,
  space,
  typography,
  type BackgroundProps,
  type BorderProps,
  type ColorProps,
  type FlexboxProps,
  type GridProps,
  type LayoutProps,
  type PositionProps,
  type ShadowProps,
  type SpaceProps,
  type TypographyProps,
} from 'styled-system';

/** Every styled-system prop the primitives accept. */
export const systemProps = compose(space, color, layout, flexbox, grid, border, position, typography, background, shadow);

export type SystemProps = SpaceProps &
  ColorProps &
  LayoutProps &
  FlexboxProps &
  GridProps &
  BorderProps &
  PositionProps &
  TypographyProps &
  BackgroundProps &
  ShadowProps;

const systemPropNames = new Set<string>([...(systemProps.propNames ?? []), 'variant', 'gap', 'direction']);

/**
 * Forward a prop to the DOM only when it is a valid HTML attribute and not a styled-system prop
 * (`color`, `width`, `height`, `size`... are both, and must stay out of the markup).
 */
export function shouldForwardProp(prop: string): boolean {
  return !systemPropNames.has(prop) && isPropValid(prop);
}
