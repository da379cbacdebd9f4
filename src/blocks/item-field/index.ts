import { defineBlock } from '@/engine/blocks/define';

export const definition = defineBlock({
  name: 'item-field',
  description:
    'One value of the item of the enclosing `detail` block or `paged-list` item template: its title, a heading, a paragraph, a small muted line, a labelled fact, a date, an image, a cover, a badge, a flag or a link button; nothing when the value is empty.',
  props: {
    type: 'object',
    required: ['field'],
    properties: {
      field: { type: 'string', minLength: 1, description: 'Property path in the item, dotted.' },
      as: {
        enum: ['title', 'heading', 'text', 'meta', 'fact', 'date', 'image', 'cover', 'badge', 'flag', 'link'],
        description:
          '`title`: the heading naming the article (h1 in a detail; in a list item, at the list\'s heading level); `meta`: a small muted line; `fact`: the value after its `label` (a description list pair); `date`: a number is epoch seconds (as in the contract), a string ISO 8601; `image`: a decorative image from a URL; `cover`: a list tile\'s 16:9 image area, kept empty without an image; `flag`: a true value shows `text` as a marker (and marks a list item\'s edge); `link`: the value is a URL opened in a new tab, `text` the button\'s label (unsafe schemes show nothing).',
      },
      label: { $ref: '#/definitions/i18nKey', description: 'The label of `as: fact`.' },
      level: { type: 'integer', minimum: 2, maximum: 6, description: 'Heading level of `as: heading` (default 2).' },
      format: { $ref: '#/definitions/columnFormat' },
      text: {
        $ref: '#/definitions/i18nKey',
        description: 'Shows this key instead of the bare value, with `{{value}}` the formatted value and `count` the number (points: whole points) for plurals.',
      },
      values: {
        type: 'object',
        additionalProperties: { type: 'string', minLength: 1 },
        description: 'More values for `text`: interpolation name -> item property path, formatted like the value (`{ "until": "valid_until" }`); when one is empty the part shows nothing.',
      },
      to: {
        $ref: '#/definitions/inAppLink',
        description: 'An in-app path the title, heading, text or meta links to; `:name` takes the item\'s `name` (`/reward/:id`).',
      },
      fit: { enum: ['contain', 'cover'], description: 'How an image fills its place (default contain).' },
    },
  },
  load: () => import('./renderer'),
});
