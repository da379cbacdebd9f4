import type { QueryClient } from '@tanstack/react-query';
import { routeKey, type ApiRoute } from '@/lib/query';

// Route keys are the path templates without the leading slash (see routeKey in @/lib/query):
// invalidating `[route]` reaches every payload of that route.
const invalidateRoutes = (queryClient: QueryClient, routes: readonly ApiRoute[]) =>
  Promise.all(routes.map((route) => queryClient.invalidateQueries({ queryKey: [route] })));

/** Coupon redeem, activate and deactivate refresh coupons, the coupon and the member (spec section 4). */
export const invalidateCouponData = (queryClient: QueryClient) =>
  invalidateRoutes(queryClient, ['coupons', 'coupon/{id}', 'user']);

/** Consent sign and revoke refresh consents, coupons and the member (spec section 4). */
export const invalidateConsentData = (queryClient: QueryClient) =>
  invalidateRoutes(queryClient, ['consents', 'coupons', 'user']);

/** Profile edits and the e-mail confirmation change the member. */
export const invalidateUser = (queryClient: QueryClient) => invalidateRoutes(queryClient, ['user']);

/** Linking, unlinking and verifying an identity change the account-access list. */
export const invalidateIdentities = (queryClient: QueryClient) => invalidateRoutes(queryClient, ['user/identities']);

/** Choosing a reward spends points (member, wallet history) and may lower the reward's stock. */
export const invalidateRewardData = (queryClient: QueryClient) =>
  invalidateRoutes(queryClient, ['rewards', 'reward/{id}', 'user', 'wallet-transactions']);

/** A promo code credits points (member, wallet history) or adds a coupon. */
export const invalidatePromoCodeData = (queryClient: QueryClient, gaveCoupon: boolean) =>
  invalidateRoutes(queryClient, gaveCoupon ? ['user', 'wallet-transactions', 'coupons'] : ['user', 'wallet-transactions']);

/** Pairing a card changes the card, the member's card number and the identities. */
export const invalidateCardData = (queryClient: QueryClient) =>
  invalidateRoutes(queryClient, ['card', 'user', 'user/identities']);

export const invalidateCard = (queryClient: QueryClient) => invalidateRoutes(queryClient, ['card']);

export const invalidateInvoices = (queryClient: QueryClient) => invalidateRoutes(queryClient, ['invoices']);

/** Address changes refresh the list and the edited address (a deleted one is dropped from the cache). */
export function invalidateAddressData(queryClient: QueryClient, change: { id?: string; deleted?: boolean } = {}) {
  const pending: Array<Promise<unknown>> = [invalidateRoutes(queryClient, ['delivery-addresses'])];
  if (change.id !== undefined) {
    const queryKey = routeKey('delivery-address/{id}', { id: change.id });
    if (change.deleted) queryClient.removeQueries({ queryKey, exact: true });
    else pending.push(queryClient.invalidateQueries({ queryKey, exact: true }));
  }
  return Promise.all(pending);
}

/**
 * A sign-in changes whose data every member query holds (consents, deals and pages read while signed
 * out carry no signatures): refresh all of them; public config and translations stay.
 */
export const invalidateMemberData = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.meta?.public !== true });
