import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeKey } from '@/lib/query';
import { api, call } from '../client';

export const NEWS_ARTICLE_ROUTE = 'news/article/{id}';

export const getNewsArticle = async (id: string, signal?: AbortSignal) =>
  (await call(api().GET('/news/article/{id}', { params: { path: { id } }, signal }))).article;

export const newsArticleQuery = (id: string) =>
  queryOptions({ queryKey: routeKey(NEWS_ARTICLE_ROUTE, { id }), queryFn: ({ signal }) => getNewsArticle(id, signal) });

export function useNewsArticle(id: string) {
  return useQuery(newsArticleQuery(id));
}
