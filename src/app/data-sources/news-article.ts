import { defineDataSource } from '@/engine/blocks/define-extensions';
import { newsArticleQuery } from '@/lib/api/operations/get-news-article';
import { id } from './support/params';

export const description = 'One news article by the route id.';

export const definition = defineDataSource({
  name: 'newsArticle',
  kind: 'single',
  query: (params) => newsArticleQuery(id(params)),
});
