import { defineBlock } from '@/engine/blocks/define';

export const definition = defineBlock({
  name: 'html-page',
  description: 'A CMS page: its HTML in a sandboxed frame without scripts.',
  props: {
    type: 'object',
    properties: {
      params: { $ref: '#/definitions/params' },
      dataSource: { type: 'string', description: 'Single source of the page metadata (default page).' },
      htmlSource: { type: 'string', description: 'Single source of the page HTML (default pageHtml).' },
    },
  },
  load: () => import('./renderer'),
});
