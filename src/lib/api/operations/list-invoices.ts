import type { components } from '@/generated/api';
import { pagedQueryOptions, withTotal, type PageOf } from '@/lib/query';
import { api, call } from '../client';
import type { JsonBody } from './contract';

export type Invoice = components['schemas']['Invoice'];
export type InvoiceStatus = components['schemas']['InvoiceStatus'];
export type InvoicesRequest = JsonBody<'/invoices', 'post'>;

export const listInvoices = async (request: InvoicesRequest, signal?: AbortSignal): Promise<PageOf<Invoice>> => {
  const data = await call(api().POST('/invoices', { body: request, signal }));
  return withTotal(data.invoices, data.total);
};

/** All uploads, or those of one review status (the approved, pending, rejected tabs). */
export const invoicesQuery = (status?: InvoiceStatus) =>
  pagedQueryOptions<Invoice, Pick<InvoicesRequest, 'status'>>({
    route: 'invoices',
    payload: status === undefined ? {} : { status },
    fetchPage: (request, signal) => listInvoices(request, signal),
  });
