import { defineDataSource } from '@/engine/blocks/define-extensions';
import { deliveryAddressesQuery } from '@/lib/api/operations/list-delivery-addresses';

export const definition = defineDataSource({
  name: 'delivery-addresses',
  description: 'The member\'s delivery addresses.',
  kind: 'paged',
  query: () => deliveryAddressesQuery(),
});
