import { defineDataSource } from '@/engine/blocks/define-extensions';
import { couponQuery } from '@/lib/api/operations/get-coupon';
import { id } from './support/params';

export const description = 'One coupon by the route id.';

export const definition = defineDataSource({
  name: 'coupon',
  kind: 'single',
  query: (params) => couponQuery(id(params)),
});
