// The member, profile, identities (account access) and privacy requests.
import { MSG } from '../messages';
import { DEMO_CODE, type DemoStore } from '../store/demo-store';
import type { MemberRecord, Schemas } from '../store/types';
import { authed, body, fail, notFound, ok, open, param, str, type MemberHandlers } from './http';

const profileFields = ['first_name', 'surname', 'email', 'phone', 'phone_secondary'] as const;
const sexes = ['male', 'female', 'undefined'] as const;
const DAY = 86_400_000;

export function userView(member: MemberRecord): Schemas['User'] {
  return { ...structuredClone(member.user), user_identities: structuredClone(member.identities) };
}

function privacyRequest(store: DemoStore, member: MemberRecord, type: Schemas['PrivacyRequest']['type']): Schemas['PrivacyRequest'] {
  const request: Schemas['PrivacyRequest'] = { id: store.nextId('pr'), type, status: 'awaiting_confirmation', created_at: store.nowIso() };
  member.privacyRequests.push(request);
  const token = store.newSecret('privacy');
  store.privacyTokens.set(token, { memberId: member.user.id, requestId: request.id });
  // Both pages exist with web on and off; each confirms `?token=` (the portal's privacy-confirmation).
  const link = type === 'deletion' ? `/deletion?token=${token}` : `/account-access?token=${token}`;
  store.send({ to: member.user.email ?? '', kind: 'privacy-confirmation', token, link });
  return request;
}

export const userHandlers = {
  getUser: authed(({ member }) => ok('getUser', userView(member))),
  listIdentities: authed(({ member }) => ok('listIdentities', { user_identities: structuredClone(member.identities) })),
  updateProfile: authed(async ({ request, store, member }) => {
    const p = await body(request);
    const fields: Record<string, string> = {};
    for (const name of ['first_name', 'surname', 'email'] as const) {
      if (name in p && !str(p[name])) fields[name] = `${name} is a required field`;
    }
    if (Object.keys(fields).length > 0) return fail(400, MSG.mandatory, { code: 'MANDATORY', fields });
    const email = str(p.email).toLowerCase();
    if (email && email !== member.user.email && store.memberByEmail(email)) return fail(409, MSG.emailExists, { code: 'EMAIL_EXISTS' });
    for (const name of profileFields) if (typeof p[name] === 'string') member.user[name] = str(p[name]);
    const sex = sexes.find((s) => s === p.sex);
    if (sex) member.user.sex = sex;
    if (typeof p.params_v2 === 'object' && p.params_v2 !== null) member.user.params_v2 = { ...member.user.params_v2, ...(p.params_v2 as Record<string, unknown>) };
    const primaryEmail = member.identities.find((i) => i.type === 'email' && i.is_primary);
    if (primaryEmail && member.user.email) primaryEmail.value = member.user.email;
    return ok('updateProfile', userView(member));
  }),
  linkIdentity: authed(async ({ request, store, member }) => {
    const p = await body(request);
    const type = p.type === 'phone' || p.type === 'email' ? p.type : null;
    const value = str(p.value);
    if (!type || !value) return fail(400, MSG.mandatory, { code: 'MANDATORY' });
    if (member.identities.some((i) => i.type === type && i.value === value)) return fail(409, MSG.identityExists, { code: 'IDENTITY_EXISTS' });
    const identity: Schemas['Identity'] = { id: store.nextId(`${member.user.id}-id`), type, value, is_verified: false, is_primary: false };
    member.identities.push(identity);
    store.send({ to: value, kind: 'identity-code', code: DEMO_CODE });
    return ok('linkIdentity', { identity });
  }),
  unlinkIdentity: authed(({ params, member }) => {
    const index = member.identities.findIndex((i) => i.id === param(params, 'id'));
    const identity = member.identities[index];
    if (!identity) return notFound();
    if (identity.is_primary) return fail(400, MSG.primaryIdentity, { code: 'PRIMARY_IDENTITY' });
    member.identities.splice(index, 1);
    return ok('unlinkIdentity', { success: true });
  }),
  verifyIdentity: authed(async ({ request, params, member }) => {
    const identity = member.identities.find((i) => i.id === param(params, 'id'));
    if (!identity) return notFound();
    if (str((await body(request)).code) !== DEMO_CODE) return fail(400, MSG.invalidCode, { code: 'INVALID_CODE' });
    identity.is_verified = true;
    return ok('verifyIdentity', { identity });
  }),
  requestPersonalData: authed(({ store, member }) => ok('requestPersonalData', { request: privacyRequest(store, member, 'data') })),
  requestAccountDeletion: authed(({ store, member }) => ok('requestAccountDeletion', { request: privacyRequest(store, member, 'deletion') })),
  confirmPrivacyRequest: open(async ({ request, store }) => {
    const token = str((await body(request)).token);
    const entry = store.privacyTokens.get(token);
    const member = entry ? store.memberById(entry.memberId) : null;
    const found = member?.privacyRequests.find((r) => r.id === entry?.requestId);
    if (!entry || !member || !found) return fail(400, MSG.linkExpired, { code: 'LINK_EXPIRED' });
    found.status = 'confirmed';
    found.due_by = new Date(store.now() + 30 * DAY).toISOString();
    store.privacyTokens.delete(token);
    if (found.type === 'deletion') {
      // The account is closed: its tokens stop working (the portal shows the goodbye page).
      for (const [t, e] of store.tokens) if (e.memberId === member.user.id) store.tokens.delete(t);
      for (const [t, id] of store.refreshTokens) if (id === member.user.id) store.refreshTokens.delete(t);
    }
    return ok('confirmPrivacyRequest', { request: found });
  }),
} satisfies Partial<MemberHandlers>;
