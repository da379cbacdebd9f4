// The operator's sign-in in the studio: token, operator and chosen channel in this tab's session
// storage only (never localStorage, never a cookie: nothing outlives the tab or rides along with a
// request another site makes). The operator client reads it on every call.
import { configureOperator } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import type { components } from '@/generated/api';

export type Operator = components['schemas']['Operator'];
export type OperatorRole = components['schemas']['OperatorRole'];
export type Invitation = components['schemas']['OperatorInvitation'];
/**
 * `channelId` is empty while the operator holds no channel (only invitations). While `invitations`
 * is present (set at sign-in when some wait; the ones still to answer), InvitationsScreen comes
 * before the studio; leaving it drops the key.
 */
export type OperatorSession = { token: string; operator: Operator; channelId: string; invitations?: Invitation[] };

const KEY = 'studio-operator';
/** An operator token's lifetime (openapi: OperatorSession.expires_in), as the sign-in screen names it. */
export const OPERATOR_SIGN_IN_HOURS = 8;
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
/** A sign-in the backend ended (401): whose it was and why, while the studio waits for a new one. */
/** Why the backend ended the sign-in: its lifetime ran out, or the token was refused otherwise. */
export type EndedSession = { session: OperatorSession; reason: 'expired' | 'refused' };
let ended: EndedSession | null = null;

/** The signed-in operator of this tab (a stable snapshot for useSyncExternalStore). */
export const readSession = (): OperatorSession | null => current;
/** The sign-in that ended under the operator's hands (their unsaved draft waits for them), or null. */
export const readEnded = (): EndedSession | null => ended;

/**
 * A new sign-in, a channel switch or sign-out (null). The same operator signing in again after
 * their sign-in ended continues where they were: the draft stays and so does its If-Match.
 */
export function writeSession(session: OperatorSession | null) {
  if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
  else sessionStorage.removeItem(KEY);
  const resumed = session !== null && ended?.session.operator.email === session.operator.email && ended.session.channelId === session.channelId;
  if (!resumed) etag = '';
  current = session;
  ended = null;
  listeners.forEach((listener) => listener());
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * A refused operator token (401: expired after its lifetime, or ended elsewhere) ends the studio's
 * sign-in: the sign-in screen comes back over the studio, which stays as it was until they return.
 */
export function endOnUnauthorized(error: unknown) {
  if (!isApiError(error) || error.status !== 401 || !current) return;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  const reason = code === 'TOKEN_EXPIRED' ? 'expired' : 'refused';
  sessionStorage.removeItem(KEY);
  ended = { session: current, reason };
  current = null;
  listeners.forEach((listener) => listener());
}

const RANK: Record<OperatorRole, number> = { editor: 1, publisher: 2, owner: 3 };
/** Whether the operator's role on the chosen channel is `needed` or above (an owner does all a publisher does). */
export function holds(session: OperatorSession, needed: OperatorRole): boolean {
  const role = roleOf(session);
  return role !== null && RANK[role] >= RANK[needed];
}

/** The role the operator holds on the chosen channel. */
export const roleOf = (session: OperatorSession): OperatorRole | null => session.operator.channels.find((c) => c.channel_id === session.channelId)?.role ?? null;

/** Whether the role publishes, reviews and schedules: a publisher, or an owner (above publisher). */
export const mayPublish = (role: OperatorRole | null) => role === 'publisher' || role === 'owner';

/**
 * The version the studio's draft was made from (`"v<n>"`): the If-Match of a publish and the
 * `base_version` of a save. Set only from content whose version is known (a version, a saved draft,
 * a merge on the live version), never guessed from the channel's status; '' when unknown.
 */
export const channelEtag = () => etag;
export const setChannelEtag = (value: string) => {
  etag = value;
  listeners.forEach((listener) => listener());
};
/** The number in channelEtag(), or null when the studio does not know what its draft was made from. */
export const baseVersion = (): number | null => {
  const n = /^"v(\d+)"$/.exec(etag)?.[1];
  return n === undefined ? null : Number(n);
};

/** The role the service says the operator holds now (a poll): the studio follows it without a new sign-in. */
export function updateRole(role: OperatorRole) {
  if (!current || roleOf(current) === role) return;
  const channels = current.operator.channels.map((c) => (c.channel_id === current?.channelId ? { ...c, role } : c));
  current = { ...current, operator: { ...current.operator, channels } };
  sessionStorage.setItem(KEY, JSON.stringify(current));
  listeners.forEach((listener) => listener());
}

/** The role was taken away (403 on the channel's status): the studio closes at once, as at a 401. */
export function endOnRoleRemoved(error: unknown) {
  if (!isApiError(error) || error.status !== 403 || !current) return;
  sessionStorage.removeItem(KEY);
  ended = { session: current, reason: 'refused' };
  current = null;
  listeners.forEach((listener) => listener());
}

configureOperator(() => {
  const session = readSession();
  return { token: session?.token ?? null, channelId: session?.channelId ?? null };
});
