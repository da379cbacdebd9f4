export {
  NEVER_STALE,
  QUERY_GC_MS,
  QUERY_STALE_MS,
  bindSessionToQueries,
  createQueryClient,
  publicMeta,
  routeKey,
  type ApiRoute,
} from './query-client';
export { PAGE_SIZE, nextPageParam, pagedQueryOptions, sharePagesWith, uniqueItems, withTotal, type ListPage, type PageOf, type PageRequest } from './paged';
