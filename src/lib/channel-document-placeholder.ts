/**
 * The channel document's place in the built `index.html`: the content of
 * `<script type="application/json" id="channel-document">`. nginx fills it by SSI (an internal
 * location proxying `GET wl/v1/platform/config/document` of the host's channel, every `<`
 * escaped as `\u003c`: deploy/nginx/snippets/portal.conf); the demo server substitutes it itself. Where
 * nothing fills it (vite, a plain file host) the portal finds no JSON there and calls the API.
 */
export const CHANNEL_DOCUMENT_INCLUDE_URI = '/__portal/channel-document';
export const CHANNEL_DOCUMENT_PLACEHOLDER = `<!--# include virtual="${CHANNEL_DOCUMENT_INCLUDE_URI}" -->`;

/** JSON text safe inside a `<script>` data block: no `<`, so nothing in it can close the element or open a comment. */
export const inlineJson = (json: string): string => json.replace(/</g, '\\u003c');
