import { defineDataSource } from '@/engine/blocks/define-extensions';
import { pageHtmlQuery } from '@/lib/api/operations/get-page-html';
import { id } from './support/params';

export const definition = defineDataSource({
  name: 'page-html',
  description: 'The HTML of one content page by the route id.',
  kind: 'single',
  query: (params) => pageHtmlQuery(id(params)),
});
