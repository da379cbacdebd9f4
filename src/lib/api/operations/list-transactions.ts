import type { components } from '@/generated/api';
import { pagedQueryOptions, type PageRequest } from '@/lib/query';
import { api, call } from '../client';

export type Transaction = components['schemas']['Transaction'];

export const listTransactions = async (page: PageRequest, signal?: AbortSignal): Promise<Transaction[]> =>
  (await call(api().POST('/transactions', { body: page, signal }))).transactions;

export const transactionsQuery = () =>
  pagedQueryOptions<Transaction>({ route: 'transactions', fetchPage: (page, signal) => listTransactions(page, signal) });
