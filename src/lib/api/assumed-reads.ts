import { assumedReads } from '@/generated/assumed-reads';
import { apiPath } from './api-path';
import { isApiError } from './errors';

/** The i18n key of a read the channel's backend lacks: "not available in this channel". */
export const FEATURE_UNAVAILABLE_KEY = 'errors.featureUnavailable';

const assumedRead = (method: string, url: string) => {
  const path = apiPath(url);
  return assumedReads.find((route) => route.method === method.toUpperCase() && route.pattern.test(path));
};

/**
 * Whether a failed read says that the backend lacks the call: one of the member's reads whose path
 * is ours (x-assumed, docs/contract.md "Calls that are ours") answering 401 (an API gateway refusing
 * an unknown path; the client refreshed the token first, when it held one), 403, 405, 501, or a
 * list's 404 (a 404 of one item by id stays "not found"). A 5xx or a time-out may pass: it keeps
 * the retry. The screen then says the feature is unavailable; nothing else stops.
 */
export function lacksAssumedRead(method: string, url: string, status: number): boolean {
  const route = assumedRead(method, url);
  if (!route) return false;
  if (status === 404) return !route.byId;
  return status === 401 || status === 403 || status === 405 || status === 501;
}

/** Whether a read is one of ours that the backend may lack (the transport keeps its 401 without a session). */
export const isAssumedRead = (method: string, url: string) => assumedRead(method, url) !== undefined;

/** Whether a failure is a read the channel's backend lacks (`lacksAssumedRead`). */
export const isFeatureUnavailable = (error: unknown) => isApiError(error) && error.messageKey === FEATURE_UNAVAILABLE_KEY;
