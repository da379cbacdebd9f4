import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeKey } from '@/lib/query';
import { api, call } from '../client';
import { HTML_PAGE_TYPE, type Page } from './get-page';

export const PAGE_HTML_ROUTE = 'page/{id}/html';

export const getPageHtml = async (id: string, signal?: AbortSignal) =>
  (await call(api().GET('/page/{id}/html', { params: { path: { id } }, signal }))).html;

export const pageHtmlQuery = (id: string) =>
  queryOptions({ queryKey: routeKey(PAGE_HTML_ROUTE, { id }), queryFn: ({ signal }) => getPageHtml(id, signal) });

/** Fetched only once the page is known to be of type HTML (spec section 7). */
export function usePageHtml(id: string, pageType: Page['type'] | undefined) {
  return useQuery({ ...pageHtmlQuery(id), enabled: pageType === HTML_PAGE_TYPE });
}
