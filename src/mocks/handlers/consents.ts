// Consents, their texts, signing and revoking.
import type { MemberRecord, Schemas } from '../store/types';
import { authed, body, notFound, ok, open, param, type MemberHandlers } from './http';

type Filter = { field?: unknown; type?: unknown; value?: unknown };

function matches(consent: Omit<Schemas['Consent'], 'signature'>, filter: Filter): boolean {
  const values = Array.isArray(filter.value) ? filter.value : [filter.value];
  const field = filter.field === 'displayIn' ? (consent.display_in ?? []) : filter.field === 'type' ? [consent.type] : null;
  if (!field) return true;
  const hit = values.some((v) => field.includes(v as never));
  return filter.type === 'NEQ' ? !hit : hit;
}

const signatureOf = (member: MemberRecord | null, consentId: string) =>
  member?.signatures.find((s) => s.consent_id === consentId) ?? null;

export const consentHandlers = {
  listConsents: open(async ({ request, store, member }) => {
    const filters = (await body(request)).filter;
    const list = Array.isArray(filters) ? (filters as Filter[]) : [];
    const consents = store.catalogue.consents
      .filter(({ consent }) => list.every((f) => matches(consent, f)))
      .map(({ consent }) => ({ ...consent, signature: signatureOf(member, consent.id) }));
    return ok('listConsents', { consents });
  }),
  getConsentText: open(({ params, store }) => {
    const found = store.catalogue.consents.find((c) => c.text.version_id === param(params, 'id'));
    return found ? ok('getConsentText', found.text) : notFound();
  }),
  getCurrentConsentText: open(({ params, store }) => {
    const found = store.catalogue.consents.find((c) => c.consent.id === param(params, 'id'));
    return found ? ok('getCurrentConsentText', found.text) : notFound();
  }),
  signConsent: authed(({ params, store, member }) => {
    const found = store.catalogue.consents.find((c) => c.text.version_id === param(params, 'id'));
    if (!found) return notFound();
    const existing = signatureOf(member, found.consent.id);
    if (existing) return ok('signConsent', { signature: existing });
    const signature = { id: store.nextId('sig'), consent_id: found.consent.id, version_id: found.consent.version_id, signed_at: store.nowIso() };
    member.signatures.push(signature);
    return ok('signConsent', { signature });
  }),
  revokeConsent: authed(({ params, member }) => {
    const index = member.signatures.findIndex((s) => s.id === param(params, 'revokeId') && s.version_id === param(params, 'id'));
    if (index < 0) return notFound();
    member.signatures.splice(index, 1);
    return ok('revokeConsent', { success: true });
  }),
} satisfies Partial<MemberHandlers>;
