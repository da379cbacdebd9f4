import { defineDataSource } from '@/engine/blocks/define-extensions';
import { couponsQuery } from '@/lib/api/operations/list-coupons';

export const description = 'Coupons for the dashboard section (the same list as coupons).';

export const definition = defineDataSource({
  name: 'popularCoupons',
  kind: 'paged',
  query: () => couponsQuery(),
});
