import { defineBlock } from '@/engine/blocks/define';

export const definition = defineBlock({
  name: 'text',
  description: 'A paragraph (`text`) or a heading h1-h6 (`heading`) from an i18n key.',
  aliases: ['heading'],
  props: {
    type: 'object',
    required: ['text'],
    properties: {
      text: { $ref: '#/definitions/i18nKey' },
      level: { type: 'integer', minimum: 1, maximum: 6 },
      values: { type: 'object', description: 'i18next interpolation values.' },
    },
  },
  load: () => import('./renderer'),
});
