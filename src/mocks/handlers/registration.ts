// Registration and its card-verification step.
import { MSG } from '../messages';
import { newMember } from '../store/seed-members';
import { DEMO_CODE } from '../store/demo-store';
import { demoTexts } from '../store/demo-texts';
import { body, fail, ok, open, str, type MemberHandlers } from './http';

export const isStrongPassword = (p: string) => p.length >= 8 && /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p);

export const registrationHandlers = {
  verifyCardForRegistration: open(async ({ request, store }) => {
    const payload = await body(request);
    const number = str(payload.card_number);
    if (!number || !str(payload.check_value)) return fail(400, MSG.mandatory, { code: 'MANDATORY' });
    if (store.memberByCard(number)) return fail(409, MSG.cardRegistered, { code: 'CARD_REGISTERED' });
    const card = store.catalogue.cards.find((c) => c.number === number && c.check_value === str(payload.check_value));
    if (!card) return fail(400, MSG.cardVerification, { code: 'CARD_VERIFICATION_FAILED' });
    const verification_token = store.newSecret('card');
    store.cardVerifications.set(verification_token, number);
    return ok('verifyCardForRegistration', { card_number: number, verification_token, prefill: { first_name: card.first_name, surname: card.surname } });
  }),
  register: open(async ({ request, store }) => {
    const p = await body(request);
    const fields: Record<string, string> = {};
    for (const name of ['first_name', 'surname', 'email', 'password', 'card_choice'] as const) {
      if (!str(p[name])) fields[name] = `${name} is a required field`;
    }
    const agreed = Array.isArray(p.consents) ? (p.consents as Array<Record<string, unknown>>) : [];
    for (const { consent } of store.catalogue.consents.filter((c) => c.consent.is_required)) {
      if (!agreed.some((a) => a.id === consent.id)) fields[`consents.${consent.id}`] = consent.title;
    }
    if (Object.keys(fields).length > 0) return fail(400, MSG.mandatory, { code: 'MANDATORY', fields });
    const password = String(p.password);
    if (!isStrongPassword(password)) return fail(400, MSG.weakPassword, { code: 'WEAK_PASSWORD', fields: { password: MSG.weakPassword } });
    const email = str(p.email).toLowerCase();
    if (store.memberByEmail(email)) return fail(409, MSG.emailExists, { code: 'EMAIL_EXISTS', fields: { email: MSG.emailExists } });

    let card_number: string | null = null;
    let isVirtual = false;
    if (p.card_choice === 'has_card') {
      const fromToken = store.cardVerifications.get(str(p.verification_token));
      const number = fromToken ?? str(p.card_number);
      if (!number) return fail(400, MSG.mandatory, { code: 'MANDATORY', fields: { card_number: 'card_number is a required field' } });
      if (store.memberByCard(number)) return fail(409, MSG.cardRegistered, { code: 'CARD_REGISTERED' });
      if (!fromToken && !store.catalogue.cards.some((c) => c.number === number)) return fail(400, MSG.cardVerification, { code: 'CARD_VERIFICATION_FAILED' });
      card_number = number;
      store.cardVerifications.delete(str(p.verification_token));
    } else if (p.card_choice === 'virtual_card') {
      card_number = `4000${String(store.members.length).padStart(4, '0')}${String(store.now()).slice(-8)}`;
      isVirtual = true;
    }

    const id = store.nextId('m');
    const member = newMember({
      id,
      email,
      password,
      first_name: str(p.first_name),
      surname: str(p.surname),
      phone: str(p.phone) || undefined,
      is_verified: false,
      wallets: [{ id: `${id}-w`, name: demoTexts(store.preset.seed.locale).member.points, is_primary: true, points: 0 }],
      card_number,
      coupons: structuredClone(store.couponTemplate),
    });
    if (typeof p.params_v2 === 'object' && p.params_v2 !== null && !Array.isArray(p.params_v2)) {
      member.user.params_v2 = { ...member.user.params_v2, ...(p.params_v2 as Record<string, unknown>) };
    }
    member.card.is_virtual = isVirtual;
    member.card.physical_card = 'none';
    for (const a of agreed) {
      const consent = store.catalogue.consents.find((c) => c.consent.id === a.id)?.consent;
      if (consent) member.signatures.push({ id: store.nextId('sig'), consent_id: consent.id, version_id: consent.version_id, signed_at: store.nowIso() });
    }
    store.members.push(member);
    const token = store.newSecret('verify');
    store.emailTokens.set(token, { memberId: id, expiresAt: store.now() + 7 * 86_400_000 });
    store.send({ to: email, kind: 'email-verification', token, code: DEMO_CODE, link: `/email-confirmation?token=${token}` });
    return ok('register', { id, email, is_verified: false, card_number });
  }),
} satisfies Partial<MemberHandlers>;
