import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { api, call } from '../client';
import { invalidateAddressData } from '../invalidation';

export type DeliveryAddressInput = components['schemas']['DeliveryAddressInput'];

export const createDeliveryAddress = async (address: DeliveryAddressInput) =>
  (await call(api().POST('/delivery-address', { body: address }))).address;

export const createDeliveryAddressMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: createDeliveryAddress, onSuccess: () => invalidateAddressData(queryClient) });
