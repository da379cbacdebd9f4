import { defineBlock } from '@/engine/blocks/define';

export const definition = defineBlock({
  name: 'item-field',
  description: 'One value of the item of the enclosing `detail` block: its title (h1), a heading, a paragraph, a date, an image or a badge; nothing when the value is empty.',
  props: {
    type: 'object',
    required: ['field'],
    properties: {
      field: { type: 'string', minLength: 1, description: 'Property path in the item, dotted.' },
      as: {
        enum: ['title', 'heading', 'text', 'date', 'image', 'badge'],
        description: '`title`: the h1 naming the article; `date`: a number is epoch seconds (as in the contract), a string ISO 8601; `image`: a decorative image from a URL.',
      },
      level: { type: 'integer', minimum: 2, maximum: 6, description: 'Heading level of `as: heading` (default 2).' },
      format: { $ref: '#/definitions/columnFormat' },
      text: {
        $ref: '#/definitions/i18nKey',
        description: 'Shows this key instead of the bare value, with `{{value}}` the formatted value and `count` the number (points: whole points) for plurals.',
      },
      fit: { enum: ['contain', 'cover'], description: 'How an image fills its place (default contain).' },
    },
  },
  load: () => import('./renderer'),
});
