import { defineAction } from '@/engine/forms/define-action';
import { uploadInvoiceMutation } from '@/lib/api/operations/upload-invoice';
import { dataUrlToFile } from '@/lib/rules/upload';
import { runMutation } from './support/form-data';

export const definition = defineAction({
  name: 'upload-invoice',
  description: 'Uploads an invoice file for points.',
  run: async (data, _context, { queryClient, t }) => {
    // The form keeps the picked file as a data URL (checked by the form's file rules); the contract
    // sends it as a multipart file part.
    const file = typeof data.file === 'string' ? dataUrlToFile(data.file) : undefined;
    if (!file) throw new Error(t('errors.uploadType'));
    await runMutation(queryClient, uploadInvoiceMutation(queryClient), { file });
    return { message: t('screens.invoices.uploaded'), reset: true };
  },
});
