/*
 * The third evaluation stage of the renderer (render.tsx): styled-components, styled-system and the
 * theme (its primitives define styled components at module top). Imported for its evaluation only:
 * render-stage-app imports the same modules, already evaluated by then.
 */
export { buildTheme, GlobalStyle } from '@/engine/theme';
