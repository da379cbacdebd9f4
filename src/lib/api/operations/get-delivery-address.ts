import { queryOptions } from '@tanstack/react-query';
import { routeKey } from '@/lib/query';
import { api, call } from '../client';

export const getDeliveryAddress = async (id: string, signal?: AbortSignal) =>
  (await call(api().GET('/delivery-address/{id}', { params: { path: { id } }, signal }))).address;

export const deliveryAddressQuery = (id: string) =>
  queryOptions({
    queryKey: routeKey('delivery-address/{id}', { id }),
    queryFn: ({ signal }) => getDeliveryAddress(id, signal),
  });
