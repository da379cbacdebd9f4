import { defineDataSource } from '@/engine/blocks/define-extensions';
import { couponsQuery } from '@/lib/api/operations/list-coupons';

export const definition = defineDataSource({
  name: 'coupons',
  description: 'The channel\'s coupons.',
  kind: 'paged',
  query: () => couponsQuery(),
});
