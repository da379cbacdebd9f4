import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'ending-soon',
  description: "Coupons ending within 48 hours with their countdowns, and a link to the till screen.",
  load: () => import('@/components/till/ending-soon').then((m) => m.EndingSoon),
});
