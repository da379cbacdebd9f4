import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'till-ready',
  description: "Coupons the member can activate now, one tap from the activation dialog; disabled offline.",
  load: () => import('@/components/till/till-ready').then((m) => m.TillReady),
});
