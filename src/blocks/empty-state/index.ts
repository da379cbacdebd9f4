import { defineBlock } from '@/engine/blocks/define';

export const definition = defineBlock({
  name: 'empty-state',
  description: 'A message with an optional link, for screens or lists without content.',
  props: {
    type: 'object',
    properties: {
      text: { $ref: '#/definitions/i18nKey' },
      linkLabel: { $ref: '#/definitions/i18nKey' },
      linkTo: { type: 'string' },
    },
  },
  load: () => import('./renderer'),
});
