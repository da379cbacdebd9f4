import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'till-card',
  description: "The member's card at scanner size for the till, kept on screen (wake lock), from the last visit offline.",
  load: () => import('@/components/till/till-card').then((m) => m.TillCard),
});
