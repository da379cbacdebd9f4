import { defineAction } from '@/engine/forms/define-action';
import { createDeliveryAddressMutation } from '@/lib/api/operations/create-delivery-address';
import { requestPhysicalCardMutation } from '@/lib/api/operations/request-physical-card';
import { runMutation, pick, ADDRESS_FIELDS } from './support/form-data';

export const definition = defineAction({
  name: 'request-physical-card',
  description: 'Orders a physical card to a new delivery address.',
  ends: ['/card', '/'],
  run: async (data, _context, { queryClient, t }) => {
    const address = await runMutation(queryClient, createDeliveryAddressMutation(queryClient), pick(data, ADDRESS_FIELDS));
    await runMutation(queryClient, requestPhysicalCardMutation(queryClient), { delivery_address_id: address.id });
    return { message: t('screens.cardRequest.done') };
  },
});
