import type { QueryClient } from '@tanstack/react-query';

const invalidateRoutes = (queryClient: QueryClient, routes: string[]) =>
  Promise.all(routes.map((route) => queryClient.invalidateQueries({ queryKey: [route] })));

/** Coupon redeem, activate and deactivate refresh coupons, the coupon and the member (spec section 4). */
export const invalidateCouponData = (queryClient: QueryClient) =>
  invalidateRoutes(queryClient, ['coupons', 'coupon/{id}', 'user']);

/** Consent sign and revoke refresh consents, coupons and the member (spec section 4). */
export const invalidateConsentData = (queryClient: QueryClient) =>
  invalidateRoutes(queryClient, ['consents', 'coupons', 'user']);
