import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'The coupon use/activate button with its confirmation, a part of the coupon page.';

export const definition = defineItemRenderer({
  name: 'coupon-action',
  load: () => import('@/app/registry/coupon-renderers').then((m) => m.CouponActionItem),
});
