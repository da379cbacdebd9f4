import { defineDataSource } from '@/engine/blocks/define-extensions';
import { couponsQuery } from '@/lib/api/operations/list-coupons';

export const definition = defineDataSource({
  name: 'popular-coupons',
  description: 'Coupons for the dashboard section (the same list as coupons).',
  kind: 'paged',
  query: () => couponsQuery(),
});
