import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeKey } from '@/lib/query';
import { api, call } from '../client';

export const DELIVERY_ADDRESS_ROUTE = 'delivery-address/{id}';

export const getDeliveryAddress = async (id: string, signal?: AbortSignal) =>
  (await call(api().GET('/delivery-address/{id}', { params: { path: { id } }, signal }))).address;

export const deliveryAddressQuery = (id: string) =>
  queryOptions({
    queryKey: routeKey(DELIVERY_ADDRESS_ROUTE, { id }),
    queryFn: ({ signal }) => getDeliveryAddress(id, signal),
  });

export function useDeliveryAddress(id: string) {
  return useQuery(deliveryAddressQuery(id));
}
