import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, call } from '../client';
import { invalidateAddressData } from '../invalidation';

export const deleteDeliveryAddress = (id: string) =>
  call(api().DELETE('/delivery-address/{id}', { params: { path: { id } } }));

export const deleteDeliveryAddressMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: deleteDeliveryAddress,
    onSuccess: (_done, id: string) => invalidateAddressData(queryClient, { id, deleted: true }),
  });

export function useDeleteDeliveryAddress() {
  return useMutation(deleteDeliveryAddressMutation(useQueryClient()));
}
