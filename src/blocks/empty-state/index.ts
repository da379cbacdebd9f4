import { defineBlock } from '@/engine/blocks/define';

export const definition = defineBlock({
  name: 'empty-state',
  description: 'A message with an optional link, for screens or lists without content.',
  props: {
    type: 'object',
    properties: {
      text: { $ref: '#/definitions/i18nKey' },
      linkLabel: { $ref: '#/definitions/i18nKey' },
      linkTo: { $ref: '#/definitions/inAppLink', description: 'In-app path of the link.' },
    },
  },
  load: () => import('./renderer'),
});
