import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { routeKey } from '@/lib/query';
import { api, call } from '../client';

export type Bill = components['schemas']['Bill'];

export const getReceipt = async (id: string, signal?: AbortSignal): Promise<Bill> =>
  (await call(api().GET('/receipt/{id}', { params: { path: { id } }, signal }))).bill;

export const receiptQuery = (id: string) =>
  queryOptions({ queryKey: routeKey('receipt/{id}', { id }), queryFn: ({ signal }) => getReceipt(id, signal) });

export function useReceipt(id: string) {
  return useQuery(receiptQuery(id));
}
