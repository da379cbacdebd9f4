import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = "Coupons ending within 48 hours with their countdowns, and a link to the till screen.";

export const definition = defineItemRenderer({
  name: 'ending-soon',
  load: () => import('@/components/till/ending-soon').then((m) => m.EndingSoon),
});
