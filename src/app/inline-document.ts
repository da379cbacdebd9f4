import { isChannelDocument, type ChannelDocument } from '@/lib/api/operations/get-channel-document';
import { isOfflineShell } from '@/lib/offline/shell';

/** The element a server fills with the channel document (docs/deploying.md, "The channel document in index.html"). */
export const INLINE_DOCUMENT_ID = 'channel-document';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The channel document a server placed into `index.html`, or null: the text must be JSON of the
 * call's answer (`{data: ChannelDocument}` or the document itself) with a `version`, the channel's
 * public config and its sections, and be for `expectedChannel` when the deployment names one. An
 * unfilled placeholder (a server without SSI), a failed include (an error body), malformed JSON or
 * another channel's document give null: the boot then calls the API.
 */
export function parseInlineDocument(text: string | null | undefined, expectedChannel: string | null): ChannelDocument | null {
  if (!text || !text.trim().startsWith('{')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const document = isObject(parsed) && isObject(parsed.data) ? parsed.data : parsed;
  if (!isChannelDocument(document)) return null;
  if (expectedChannel && document.channel_id !== expectedChannel) return null;
  return document;
}

let served: ChannelDocument | null = null;

/** The inline document of this page (read once: it describes the load, not later boots), or null. */
export function readInlineDocument(expectedChannel: string | null): ChannelDocument | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(INLINE_DOCUMENT_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return null;
  const text = element.textContent;
  element.remove();
  const parsed = parseInlineDocument(text, expectedChannel);
  served = parsed && !pageMayBeStale() ? parsed : null;
  return parsed;
}

/** The inline document read by this page when the server sent it for this load (not an offline or cached page), or null. */
export const servedPageDocument = (): ChannelDocument | null => served;

/**
 * Whether the page itself may be older than this load: the service worker's offline copy of the
 * shell (src/sw/sw.ts marks it), or a page from the browser's cache without asking the server.
 * Then the inline document is revalidated with a conditional call. A page the server sent for this
 * load, directly or through the worker (whose navigations go to the network, and `index.html` is
 * revalidated there), carries a document as fresh as a call: no call.
 */
export function pageMayBeStale(): boolean {
  if (isOfflineShell()) return true;
  const [entry] = (typeof performance !== 'undefined' ? performance.getEntriesByType('navigation') : []) as PerformanceNavigationTiming[];
  if (!entry) return true;
  return entry.workerStart === 0 && entry.transferSize === 0;
}
