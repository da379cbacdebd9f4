import { defineBlock } from '@/engine/blocks/define';

export const definition = defineBlock({
  name: 'html-page',
  description: 'A CMS page: its HTML in a sandboxed frame without scripts.',
  props: {
    type: 'object',
    properties: {
      params: { $ref: '#/definitions/params' },
      dataSource: { $ref: '#/definitions/dataSourceName', description: 'Single source of the page metadata (default page).' },
      htmlSource: { $ref: '#/definitions/dataSourceName', description: 'Single source of the page HTML (default page-html).' },
    },
  },
  load: () => import('./renderer'),
});
