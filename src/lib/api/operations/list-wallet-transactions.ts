import type { components } from '@/generated/api';
import { pagedQueryOptions } from '@/lib/query';
import { api, call } from '../client';
import type { JsonBody } from './contract';

export type WalletTransaction = components['schemas']['WalletTransaction'];
export type WalletTransactionsRequest = JsonBody<'/wallet-transactions', 'post'>;

export const listWalletTransactions = async (
  request: WalletTransactionsRequest,
  signal?: AbortSignal,
): Promise<WalletTransaction[]> =>
  (await call(api().POST('/wallet-transactions', { body: request, signal }))).wallet_transactions;

/** Movements of every wallet of the member, or of one wallet. */
export const walletTransactionsQuery = (walletId?: string) =>
  pagedQueryOptions<WalletTransaction, Pick<WalletTransactionsRequest, 'wallet_id'>>({
    route: 'wallet-transactions',
    payload: walletId === undefined ? {} : { wallet_id: walletId },
    fetchPage: (request, signal) => listWalletTransactions(request, signal),
  });
