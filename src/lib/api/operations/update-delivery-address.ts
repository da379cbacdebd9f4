import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { api, call } from '../client';
import { invalidateAddressData } from '../invalidation';

/** The whole address replaces the stored one. */
export type DeliveryAddressUpdate = { id: string; address: components['schemas']['DeliveryAddressInput'] };

export const updateDeliveryAddress = async ({ id, address }: DeliveryAddressUpdate) =>
  (await call(api().POST('/delivery-address/{id}', { params: { path: { id } }, body: address }))).address;

export const updateDeliveryAddressMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: updateDeliveryAddress,
    onSuccess: (_address, { id }: DeliveryAddressUpdate) => invalidateAddressData(queryClient, { id }),
  });
