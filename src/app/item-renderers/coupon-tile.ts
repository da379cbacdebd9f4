import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'A coupon tile with its use/activate button, for coupon lists.';

export const definition = defineItemRenderer({
  name: 'coupon-tile',
  load: () => import('@/app/registry/coupon-renderers').then((m) => m.CouponTileItem),
});
