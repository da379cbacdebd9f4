// The channel document in the page: the demo server fills index.html's placeholder with the answer
// of `GET wl/v1/platform/config/document` for the request's host (its channel, in its language), as
// nginx's SSI include does (deploy/nginx/). It is asked of the channel service the way the API call
// is (faults included: a fault on the document's path empties the block, and the portal calls the API).
import { CHANNEL_DOCUMENT_PLACEHOLDER, inlineJson } from '../../src/lib/channel-document-placeholder.ts';
import type { DemoChannels } from './channel-service.ts';

/** `html` with the placeholder replaced by the channel document of `origin` (by nothing when it fails). */
export async function withChannelDocument(html: string, origin: string, channels: DemoChannels): Promise<string> {
  if (!html.includes(CHANNEL_DOCUMENT_PLACEHOLDER)) return html;
  const response = await channels.fetch(new Request(new URL('/wl/v1/platform/config/document', origin)));
  const text = response.ok ? inlineJson(await response.text()) : '';
  return html.replace(CHANNEL_DOCUMENT_PLACEHOLDER, () => text);
}
