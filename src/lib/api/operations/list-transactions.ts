import { useInfiniteQuery } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { pagedQueryOptions, type PageRequest } from '@/lib/query';
import { api, call } from '../client';

export type Transaction = components['schemas']['Transaction'];

export const TRANSACTIONS_ROUTE = 'transactions';

export const listTransactions = async (page: PageRequest, signal?: AbortSignal): Promise<Transaction[]> =>
  (await call(api().POST('/transactions', { body: page, signal }))).transactions;

export const transactionsQuery = () =>
  pagedQueryOptions<Transaction>({ route: TRANSACTIONS_ROUTE, fetchPage: (page, signal) => listTransactions(page, signal) });

export function useTransactions() {
  return useInfiniteQuery(transactionsQuery());
}
