/**
 * The first screen's place in the built `index.html` (docs/deploying.md): #root holds the boot
 * fallback as an SSI block and an include of the page's first screen rendered ahead, the block as
 * its stub. nginx fills it by SSI (an internal location proxying the channel service's
 * `GET /wl/v1/platform/config/first-screen` with the page's path); the demo server substitutes it
 * itself. Where nothing fills it (vite, a plain file host) the comments are inert and the fallback shows.
 */
export const FIRST_SCREEN_INCLUDE_URI = '/__portal/first-screen';
export const BOOT_FALLBACK_BLOCK = /<!--# block name="boot-fallback" -->([\s\S]*?)<!--# endblock -->/;
export const FIRST_SCREEN_PLACEHOLDER = `<!--# include virtual="${FIRST_SCREEN_INCLUDE_URI}" stub="boot-fallback" -->`;
