import type { components } from '@/generated/api';
import { pagedQueryOptions, withTotal, type PageOf } from '@/lib/query';
import { api, call } from '../client';
import type { JsonBody } from './contract';

export type WalletTransaction = components['schemas']['WalletTransaction'];
export type WalletTransactionsRequest = JsonBody<'/wallet-transactions', 'post'>;

export const listWalletTransactions = async (
  request: WalletTransactionsRequest,
  signal?: AbortSignal,
): Promise<PageOf<WalletTransaction>> => {
  const data = await call(api().POST('/wallet-transactions', { body: request, signal }));
  return withTotal(data.wallet_transactions, data.total);
};

/** Movements of every wallet of the member, or of one wallet. */
export const walletTransactionsQuery = (walletId?: string) =>
  pagedQueryOptions<WalletTransaction, Pick<WalletTransactionsRequest, 'wallet_id'>>({
    route: 'wallet-transactions',
    payload: walletId === undefined ? {} : { wallet_id: walletId },
    fetchPage: (request, signal) => listWalletTransactions(request, signal),
  });
