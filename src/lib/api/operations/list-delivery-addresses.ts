import { useInfiniteQuery } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { pagedQueryOptions, withTotal, type PageOf, type PageRequest } from '@/lib/query';
import { api, call } from '../client';

export type DeliveryAddress = components['schemas']['DeliveryAddress'];

export const listDeliveryAddresses = async (page: PageRequest, signal?: AbortSignal): Promise<PageOf<DeliveryAddress>> => {
  const data = await call(api().POST('/delivery-addresses', { body: page, signal }));
  return withTotal(data.addresses, data.total);
};

export const deliveryAddressesQuery = () =>
  pagedQueryOptions<DeliveryAddress>({
    route: 'delivery-addresses',
    fetchPage: (page, signal) => listDeliveryAddresses(page, signal),
  });

export function useDeliveryAddresses() {
  return useInfiniteQuery(deliveryAddressesQuery());
}
