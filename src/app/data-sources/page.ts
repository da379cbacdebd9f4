import { defineDataSource } from '@/engine/blocks/define-extensions';
import { pageQuery } from '@/lib/api/operations/get-page';
import { id } from './support/params';

export const definition = defineDataSource({
  name: 'page',
  description: 'Metadata of one content page by the route id.',
  kind: 'single',
  query: (params) => pageQuery(id(params)),
});
