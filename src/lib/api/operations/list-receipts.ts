import { useInfiniteQuery } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { pagedQueryOptions, type PageRequest } from '@/lib/query';
import { api, call } from '../client';

export type ReceiptSummary = components['schemas']['ReceiptSummary'];

export const RECEIPTS_ROUTE = 'receipts';

export const listReceipts = async (page: PageRequest, signal?: AbortSignal): Promise<ReceiptSummary[]> =>
  (await call(api().POST('/receipts', { body: page, signal }))).receipts;

export const receiptsQuery = () =>
  pagedQueryOptions<ReceiptSummary>({ route: RECEIPTS_ROUTE, fetchPage: (page, signal) => listReceipts(page, signal) });

export function useReceipts() {
  return useInfiniteQuery(receiptsQuery());
}
