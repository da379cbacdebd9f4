import { defineAction } from '@/engine/forms/define-action';
import { redeemPromoCodeMutation } from '@/lib/api/operations/redeem-promo-code';
import { runMutation, text } from './support/form-data';

export const definition = defineAction({
  name: 'redeem-promo-code',
  description: 'Redeems a promo code for points or a coupon.',
  run: async (data, _context, { queryClient, t }) => {
    await runMutation(queryClient, redeemPromoCodeMutation(queryClient), { code: text(data, 'code') });
    return { message: t('screens.promoCode.done'), reset: true };
  },
});
