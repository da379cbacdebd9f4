import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'deals',
  description:
    "The special deals (heading, cards, 'more' drawer) as a block. props.show: 'without-sidebar' (default: only at 768 px or less, where the two-column layout hides the deals sidebar) or 'always'.",
  load: () => import('@/components/deals-sidebar').then((m) => m.DashboardDeals),
});
