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
 * Forward every prop but the styled-system ones (`color`, `width`, `height`, `size`... are HTML
 * attributes too, and must stay out of the markup). The primitives' props are typed as their
 * element's attributes plus these, so no attribute list is needed beside them (styled-components
 * itself keeps `$`-prefixed props, `as` and `theme` out).
 */
export function shouldForwardProp(prop: string): boolean {
  return !systemPropNames.has(prop);
}
