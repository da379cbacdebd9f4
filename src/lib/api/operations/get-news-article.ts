import { queryOptions } from '@tanstack/react-query';
import { routeKey } from '@/lib/query';
import { api, call } from '../client';

export const getNewsArticle = async (id: string, signal?: AbortSignal) =>
  (await call(api().GET('/news/article/{id}', { params: { path: { id } }, signal }))).article;

export const newsArticleQuery = (id: string) =>
  queryOptions({ queryKey: routeKey('news/article/{id}', { id }), queryFn: ({ signal }) => getNewsArticle(id, signal) });
