import { defineAction } from '@/engine/forms/define-action';
import { createDeliveryAddressMutation } from '@/lib/api/operations/create-delivery-address';
import { updateDeliveryAddressMutation } from '@/lib/api/operations/update-delivery-address';
import { runMutation, pick, ADDRESS_FIELDS } from './support/form-data';

export const definition = defineAction({
  name: 'save-delivery-address',
  description: 'Creates a delivery address, or updates the one of the route id.',
  ends: ['/delivery-addresses'],
  run: async (data, context, { queryClient, t }) => {
    const address = pick(data, ADDRESS_FIELDS);
    const id = typeof context.params.id === 'string' ? context.params.id : null;
    if (id) await runMutation(queryClient, updateDeliveryAddressMutation(queryClient), { id, address });
    else await runMutation(queryClient, createDeliveryAddressMutation(queryClient), address);
    return { message: t('common.saved') };
  },
});
