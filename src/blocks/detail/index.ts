import { defineBlock } from '@/engine/blocks/define';
import { dataSourceProps } from '@/engine/blocks/define-extensions';

export const definition = defineBlock({
  name: 'detail',
  description: 'One item of a single data source: an item renderer, a list of labelled fields, or (with children) an article composed of blocks that read the item (`item-field`, `markdown` with `field`, `component`).',
  props: {
    type: 'object',
    required: ['dataSource'],
    properties: {
      ...dataSourceProps,
      fields: {
        type: 'array',
        items: {
          type: 'object',
          required: ['name', 'label'],
          properties: {
            name: { type: 'string', description: 'Property path, dotted.' },
            label: { $ref: '#/definitions/i18nKey' },
            format: { $ref: '#/definitions/columnFormat' },
          },
        },
      },
      notFoundText: { $ref: '#/definitions/i18nKey' },
      layout: {
        enum: ['stack', 'narrow', 'media'],
        description: 'With children: `stack` (default) puts them in one column, `narrow` too at a reading width (760px at most), `media` side by side, wrapping (a `group` media pane beside a `group` body).',
      },
    },
  },
  reads: 'item',
  states: { skeleton: { height: 240 }, empty: 'blocks.notFound', emptyProp: 'notFoundText' },
  load: () => import('./renderer'),
});
