import { defineBlock } from '@/engine/blocks/define';

export const definition = defineBlock({
  name: 'component',
  description: 'A bespoke component from the item-renderer registry, with props from the screen file.',
  props: {
    type: 'object',
    required: ['name'],
    properties: {
      name: {
        type: 'string',
        minLength: 1,
        description: 'Name in the item-renderer / component registry.',
      },
      props: { type: 'object' },
    },
  },
  load: () => import('./renderer'),
});
