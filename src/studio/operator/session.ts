// The operator's sign-in in the studio: token, operator and chosen channel in this tab's session
// storage only (never localStorage, never a cookie: nothing outlives the tab or rides along with a
// request another site makes). The operator client reads it on every call.
import { configureOperator } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import type { components } from '@/generated/api';

export type Operator = components['schemas']['Operator'];
export type OperatorRole = components['schemas']['OperatorRole'];
export type OperatorSession = { token: string; operator: Operator; channelId: string };

const KEY = 'studio-operator';
const listeners = new Set<() => void>();
let etag = '';

function storedSession(): OperatorSession | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as OperatorSession | null;
    return parsed && typeof parsed.token === 'string' && parsed.operator && typeof parsed.channelId === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

let current = storedSession();

/** The signed-in operator of this tab (a stable snapshot for useSyncExternalStore). */
export const readSession = (): OperatorSession | null => current;

export function writeSession(session: OperatorSession | null) {
  if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
  else sessionStorage.removeItem(KEY);
  current = session;
  etag = '';
  listeners.forEach((listener) => listener());
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A refused operator token (401) ends the studio's sign-in: the sign-in screen comes back. */
export function endOnUnauthorized(error: unknown) {
  if (isApiError(error) && error.status === 401) writeSession(null);
}

/** The role the operator holds on the chosen channel. */
export const roleOf = (session: OperatorSession): OperatorRole | null => session.operator.channels.find((c) => c.channel_id === session.channelId)?.role ?? null;

/** The published version the studio's draft was opened from (`"v<n>"`): the If-Match of a publish. */
export const channelEtag = () => etag;
export const setChannelEtag = (value: string) => {
  etag = value;
};

configureOperator(() => {
  const session = readSession();
  return { token: session?.token ?? null, channelId: session?.channelId ?? null };
});
