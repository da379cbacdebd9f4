import { defineDataSource } from '@/engine/blocks/define-extensions';
import { deliveryAddressesQuery } from '@/lib/api/operations/list-delivery-addresses';

export const description = 'The member\'s delivery addresses.';

export const definition = defineDataSource({
  name: 'deliveryAddresses',
  kind: 'paged',
  query: () => deliveryAddressesQuery(),
});
