import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { api, call } from '../client';
import { invalidatePromoCodeData } from '../invalidation';
import type { JsonBody } from './contract';
import { journeyErrors } from '../journey-errors';

export type PromoCodeRequest = JsonBody<'/promo-code/redeem', 'post'>;

/** Answers the points credited (0 when the code gave a coupon) and the coupon, if any. */
export const redeemPromoCode = (request: PromoCodeRequest) => call(api().POST('/promo-code/redeem', { body: request }), { errors: journeyErrors.redeemPromoCode });

export type PromoCodeResult = Awaited<ReturnType<typeof redeemPromoCode>>;

export const redeemPromoCodeMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: redeemPromoCode,
    onSuccess: (result: PromoCodeResult) => invalidatePromoCodeData(queryClient, Boolean(result.coupon)),
  });
