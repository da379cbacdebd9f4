import { defineDataSource } from '@/engine/blocks/define-extensions';
import { newsArticleQuery } from '@/lib/api/operations/get-news-article';
import { id } from './support/params';

export const definition = defineDataSource({
  name: 'news-article',
  description: 'One news article by the route id.',
  kind: 'single',
  query: (params) => newsArticleQuery(id(params)),
});
