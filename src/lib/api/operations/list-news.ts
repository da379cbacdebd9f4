import type { components } from '@/generated/api';
import { pagedQueryOptions, withTotal, type PageOf } from '@/lib/query';
import { api, call } from '../client';
import type { JsonBody } from './contract';

export type NewsArticle = components['schemas']['NewsArticle'];
export type NewsRequest = JsonBody<'/news', 'post'>;

/** One page of messages, newest first. */
export const listNews = async (request: NewsRequest, signal?: AbortSignal): Promise<PageOf<NewsArticle>> => {
  const data = await call(api().POST('/news', { body: request, signal }));
  return withTotal(data.news, data.total);
};

/** The payload carries `filter: {channel_slug: [...]}` beside limit 20 and the offset. */
export const newsQuery = (channelSlugs: string[]) =>
  pagedQueryOptions<NewsArticle, Pick<NewsRequest, 'filter'>>({
    route: 'news',
    payload: { filter: { channel_slug: channelSlugs } },
    fetchPage: (request, signal) => listNews(request, signal),
  });
