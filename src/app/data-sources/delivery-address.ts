import { defineDataSource } from '@/engine/blocks/define-extensions';
import { deliveryAddressQuery } from '@/lib/api/operations/get-delivery-address';
import { id } from './support/params';

export const definition = defineDataSource({
  name: 'delivery-address',
  description: 'One delivery address by the route id.',
  kind: 'single',
  query: (params) => deliveryAddressQuery(id(params)),
});
