import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { routeKey } from '@/lib/query';
import { api, call } from '../client';

export type Page = components['schemas']['Page'];

/** The only page type the portal shows (its content is at `page/{id}/html`). */
export const HTML_PAGE_TYPE = 'HTML';

export const getPage = async (id: string, signal?: AbortSignal) =>
  (await call(api().GET('/page/{id}', { params: { path: { id } }, signal }))).page;

export const pageQuery = (id: string) =>
  queryOptions({ queryKey: routeKey('page/{id}', { id }), queryFn: ({ signal }) => getPage(id, signal) });
