// The channel document in the page: the demo server fills index.html's placeholder with the answer
// of `GET wl/v1/platform/config/document` for the request's host (its channel, in its language), as
// nginx's SSI include does (deploy/nginx/). The document is asked of the same handlers as the API
// (faults included: a fault on the document's path empties the block, and the portal calls the API).
import { getResponse } from 'msw';
import { handlers } from '../../src/mocks/handlers.ts';
import { CHANNEL_DOCUMENT_PLACEHOLDER, inlineJson } from '../../src/lib/channel-document-placeholder.ts';

/** `html` with the placeholder replaced by the channel document of `origin` (by nothing when it fails). */
export async function withChannelDocument(html: string, origin: string): Promise<string> {
  if (!html.includes(CHANNEL_DOCUMENT_PLACEHOLDER)) return html;
  const response = await getResponse(handlers, new Request(new URL('/wl/v1/platform/config/document', origin)));
  const text = response?.ok ? inlineJson(await response.text()) : '';
  return html.replace(CHANNEL_DOCUMENT_PLACEHOLDER, () => text);
}
