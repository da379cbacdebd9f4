import { defineBlock } from '@/engine/blocks/define';

export const definition = defineBlock({
  name: 'links',
  description: 'A row of in-app or external links, or link-styled buttons.',
  props: {
    type: 'object',
    required: ['items'],
    properties: {
      variant: { enum: ['buttons', 'links'] },
      items: {
        type: 'array',
        items: {
          type: 'object',
          required: ['label', 'to'],
          properties: {
            label: { $ref: '#/definitions/i18nKey' },
            to: { $ref: '#/definitions/inAppLink' },
            external: { type: 'boolean', description: '`to` is an http(s), mailto or tel URL, opened in a new tab.' },
          },
        },
      },
    },
  },
  load: () => import('./renderer'),
});
