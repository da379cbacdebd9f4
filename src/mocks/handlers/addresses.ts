// Delivery addresses (CRUD) and the loyalty card (number, pairing, physical card order).
import { MSG } from '../messages';
import type { Schemas } from '../store/types';
import { authed, badPage, body, fail, notFound, ok, pageOf, param, slice, str, type MemberHandlers } from './http';

const addressFields = ['name', 'street', 'city', 'postal_code', 'country'] as const;

function addressInput(p: Record<string, unknown>): Schemas['DeliveryAddressInput'] | Response {
  const fields: Record<string, string> = {};
  for (const name of addressFields) if (!str(p[name])) fields[name] = `${name} is a required field`;
  if (Object.keys(fields).length > 0) return fail(400, MSG.mandatory, { code: 'MANDATORY', fields });
  return { name: str(p.name), street: str(p.street), city: str(p.city), postal_code: str(p.postal_code), country: str(p.country) };
}

export const addressHandlers = {
  listDeliveryAddresses: authed(async ({ request, member }) => {
    const page = pageOf(await body(request));
    if (!page) return badPage();
    return ok('listDeliveryAddresses', { addresses: slice(member.addresses, page), total: member.addresses.length });
  }),
  createDeliveryAddress: authed(async ({ request, store, member }) => {
    const input = addressInput(await body(request));
    if (input instanceof Response) return input;
    const address = { id: store.nextId(`${member.user.id}-a`), ...input };
    member.addresses.push(address);
    return ok('createDeliveryAddress', { address });
  }),
  getDeliveryAddress: authed(({ params, member }) => {
    const address = member.addresses.find((a) => a.id === param(params, 'id'));
    return address ? ok('getDeliveryAddress', { address }) : notFound();
  }),
  updateDeliveryAddress: authed(async ({ request, params, member }) => {
    const address = member.addresses.find((a) => a.id === param(params, 'id'));
    if (!address) return notFound();
    const input = addressInput(await body(request));
    if (input instanceof Response) return input;
    Object.assign(address, input);
    return ok('updateDeliveryAddress', { address });
  }),
  deleteDeliveryAddress: authed(({ params, member }) => {
    const index = member.addresses.findIndex((a) => a.id === param(params, 'id'));
    if (index < 0) return notFound();
    member.addresses.splice(index, 1);
    return ok('deleteDeliveryAddress', { success: true });
  }),
  getCard: authed(({ member }) => ok('getCard', { card: member.card })),
  pairCard: authed(async ({ request, store, member }) => {
    const number = str((await body(request)).card_number).replace(/\s+/g, '');
    if (!/^\d{16}$/.test(number)) return fail(400, MSG.cardVerification, { code: 'CARD_VERIFICATION_FAILED', fields: { card_number: 'card_number' } });
    const holder = store.memberByCard(number);
    if (holder && holder !== member) return fail(409, MSG.cardRegistered, { code: 'CARD_REGISTERED' });
    if (!holder && !store.catalogue.cards.some((c) => c.number === number)) return fail(400, MSG.cardVerification, { code: 'CARD_VERIFICATION_FAILED' });
    member.user.card_number = number;
    member.card = { ...member.card, card_number: number, is_virtual: false };
    member.identities = member.identities.filter((i) => i.type !== 'card');
    member.identities.push({ id: `${member.user.id}-id-card`, type: 'card', value: number, is_verified: true, is_primary: true });
    return ok('pairCard', { card: member.card });
  }),
  requestPhysicalCard: authed(async ({ request, member }) => {
    const addressId = str((await body(request)).delivery_address_id);
    if (!member.addresses.some((a) => a.id === addressId)) return fail(400, MSG.mandatory, { code: 'MANDATORY', fields: { delivery_address_id: 'delivery_address_id is a required field' } });
    member.card = { ...member.card, physical_card: 'requested' };
    return ok('requestPhysicalCard', { card: member.card });
  }),
} satisfies Partial<MemberHandlers>;
