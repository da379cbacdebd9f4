import { useInfiniteQuery } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { pagedQueryOptions, type PageRequest } from '@/lib/query';
import { api, call } from '../client';

export type DeliveryAddress = components['schemas']['DeliveryAddress'];

export const listDeliveryAddresses = async (page: PageRequest, signal?: AbortSignal): Promise<DeliveryAddress[]> =>
  (await call(api().POST('/delivery-addresses', { body: page, signal }))).addresses;

export const deliveryAddressesQuery = () =>
  pagedQueryOptions<DeliveryAddress>({
    route: 'delivery-addresses',
    fetchPage: (page, signal) => listDeliveryAddresses(page, signal),
  });

export function useDeliveryAddresses() {
  return useInfiniteQuery(deliveryAddressesQuery());
}
