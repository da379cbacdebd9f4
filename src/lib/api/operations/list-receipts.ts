import type { components } from '@/generated/api';
import { pagedQueryOptions, withTotal, type PageOf, type PageRequest } from '@/lib/query';
import { api, call } from '../client';

export type ReceiptSummary = components['schemas']['ReceiptSummary'];

export const listReceipts = async (page: PageRequest, signal?: AbortSignal): Promise<PageOf<ReceiptSummary>> => {
  const data = await call(api().POST('/receipts', { body: page, signal }));
  return withTotal(data.receipts, data.total);
};

export const receiptsQuery = () =>
  pagedQueryOptions<ReceiptSummary>({ route: 'receipts', fetchPage: (page, signal) => listReceipts(page, signal) });
