import { isApiError } from '@/lib/api/errors';

/*
 * The channel document (`GET platform/config/document`) is ours, an optimisation of the boot: a
 * backend that speaks only the spec lacks it, and an API gateway in front of such a backend may
 * answer anything for it (401 to an unknown path called without a token, 403, 404, 405, 501, its
 * SPA's index.html with 200). Whatever answer is not a document, the boot makes the individual
 * calls at once, without a word to the member (docs/contract.md, "Calls that are ours").
 */

/**
 * What a failed document call says about the backend: `'lacks'` when it will answer the same on the
 * next load (a 4xx other than 408 and 429, a 501, a body that is not a document), so the call is not
 * made again this session; `'transient'` when the next load may get it (another 5xx, a time-out,
 * no network, a 408 or 429). Either way the boot falls back to the individual calls.
 */
export function documentFailure(error: unknown): 'lacks' | 'transient' {
  if (!isApiError(error)) return 'transient';
  if (error.kind === 'unreadable') return 'lacks';
  if (error.kind !== 'http') return 'transient';
  const { status } = error;
  if (status === 408 || status === 429) return 'transient';
  return (status >= 400 && status < 500) || status === 501 ? 'lacks' : 'transient';
}

const LACKS_KEY = 'portal.noChannelDocument';
const KEPT = 20;

/** One backend and channel: the document is per channel, and one tab may boot several (the studio's preview). */
const backendKey = (apiRoot: string, channelId: string | null) => `${apiRoot}#${channelId ?? ''}`;

function lacking(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(LACKS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether this session already found that the backend lacks the document for this channel. */
export function knownToLackDocument(apiRoot: string, channelId: string | null): boolean {
  return lacking().includes(backendKey(apiRoot, channelId));
}

/** Remembers for this session (sessionStorage: a new session asks again) that the backend lacks the document. */
export function rememberLacksDocument(apiRoot: string, channelId: string | null): void {
  const key = backendKey(apiRoot, channelId);
  const entries = lacking().filter((entry) => entry !== key);
  entries.push(key);
  try {
    sessionStorage.setItem(LACKS_KEY, JSON.stringify(entries.slice(-KEPT)));
  } catch {
    // Storage may be unavailable (private mode): every load then asks once and falls back.
  }
}
