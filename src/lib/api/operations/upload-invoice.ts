import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { paths } from '@/generated/api';
import { api, call } from '../client';
import { invalidateInvoices } from '../invalidation';
import { journeyErrors } from '../journey-errors';

type UploadForm = paths['/invoice/upload']['post']['requestBody']['content']['multipart/form-data'];

/** The multipart form of the contract; `file` is the picked File (the contract's `format: binary`). */
export type InvoiceUpload = Omit<UploadForm, 'file'> & { file: Blob };

function toFormData(upload: InvoiceUpload): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload)) {
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else if (value !== undefined) form.append(name, String(value));
  }
  return form;
}

/** Uploads a JPG, PNG or PDF of at most 10MB; the invoice starts as pending. */
export const uploadInvoice = async (upload: InvoiceUpload) =>
  (
    await call(
      api().POST('/invoice/upload', {
        // openapi-typescript types `format: binary` as string; the Blob only ever reaches FormData.
        body: upload as unknown as UploadForm,
        bodySerializer: () => toFormData(upload),
      }),
      { errors: journeyErrors.uploadInvoice },
    )
  ).invoice;

export const uploadInvoiceMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: uploadInvoice, onSuccess: () => invalidateInvoices(queryClient) });
