import type { components } from '@/generated/api';
import { pagedQueryOptions, withTotal, type PageOf, type PageRequest } from '@/lib/query';
import { api, call } from '../client';

export type Transaction = components['schemas']['Transaction'];

export const listTransactions = async (page: PageRequest, signal?: AbortSignal): Promise<PageOf<Transaction>> => {
  const data = await call(api().POST('/transactions', { body: page, signal }));
  return withTotal(data.transactions, data.total);
};

export const transactionsQuery = () =>
  pagedQueryOptions<Transaction>({ route: 'transactions', fetchPage: (page, signal) => listTransactions(page, signal) });
