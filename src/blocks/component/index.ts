import { defineBlock } from '@/engine/blocks/define';

export const definition = defineBlock({
  name: 'component',
  description: 'A bespoke component from the item-renderer registry, with props from the screen file.',
  props: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { $ref: '#/definitions/itemRendererName', description: 'A declared item renderer (src/app/item-renderers).' },
      props: { type: 'object' },
    },
  },
  load: () => import('./renderer'),
});
