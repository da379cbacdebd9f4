import { queryOptions } from '@tanstack/react-query';
import { routeKey } from '@/lib/query';
import { api, call } from '../client';

export const getPageHtml = async (id: string, signal?: AbortSignal) =>
  (await call(api().GET('/page/{id}/html', { params: { path: { id } }, signal }))).html;

export const pageHtmlQuery = (id: string) =>
  queryOptions({ queryKey: routeKey('page/{id}/html', { id }), queryFn: ({ signal }) => getPageHtml(id, signal) });
