import type { components } from '@/generated/api';
import { pagedQueryOptions, type PageRequest } from '@/lib/query';
import { api, call } from '../client';

export type ReceiptSummary = components['schemas']['ReceiptSummary'];

export const listReceipts = async (page: PageRequest, signal?: AbortSignal): Promise<ReceiptSummary[]> =>
  (await call(api().POST('/receipts', { body: page, signal }))).receipts;

export const receiptsQuery = () =>
  pagedQueryOptions<ReceiptSummary>({ route: 'receipts', fetchPage: (page, signal) => listReceipts(page, signal) });
