import { defineDataSource } from '@/engine/blocks/define-extensions';
import { couponsQuery } from '@/lib/api/operations/list-coupons';

export const description = 'The channel\'s coupons.';

export const definition = defineDataSource({
  name: 'coupons',
  kind: 'paged',
  query: () => couponsQuery(),
});
