import { defineDataSource } from '@/engine/blocks/define-extensions';
import { couponQuery } from '@/lib/api/operations/get-coupon';
import { id } from './support/params';

export const definition = defineDataSource({
  name: 'coupon',
  description: 'One coupon by the route id.',
  kind: 'single',
  query: (params) => couponQuery(id(params)),
});
