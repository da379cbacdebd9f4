import { defineDataSource } from '@/engine/blocks/define-extensions';
import { pageHtmlQuery } from '@/lib/api/operations/get-page-html';
import { id } from './support/params';

export const description = 'The HTML of one content page by the route id.';

export const definition = defineDataSource({
  name: 'pageHtml',
  kind: 'single',
  query: (params) => pageHtmlQuery(id(params)),
});
