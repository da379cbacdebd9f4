import { defineDataSource } from '@/engine/blocks/define-extensions';
import { pageQuery } from '@/lib/api/operations/get-page';
import { id } from './support/params';

export const description = 'Metadata of one content page by the route id.';

export const definition = defineDataSource({
  name: 'page',
  kind: 'single',
  query: (params) => pageQuery(id(params)),
});
