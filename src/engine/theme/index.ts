export { buildTheme, defaultColors, BREAKPOINTS, CONTENT_WIDTH, DEFAULT_HEADER_HEIGHT, type ThemeSections } from './build-theme';
export { textOn, legibleTextOn, brightness, parseRgb, isCssColor, pickColor, contrastRatio, readableText, MIN_TEXT_CONTRAST, MIN_NON_TEXT_CONTRAST, WHITE, BLACK } from './color';
export type { PortalTheme, ButtonVariant } from './theme-types';
export { shouldForwardProp, systemProps, type SystemProps } from './system';
export { Box, Flex, Stack, Text, Heading, VisuallyHidden, type BoxProps, type StackProps } from './primitives';
export { Button, RoundIconButton, type ButtonProps } from './button';
export { Link, type LinkProps } from './link';
export { GlobalStyle } from './global-style';
export { focusRing, focusVisible } from './focus';
