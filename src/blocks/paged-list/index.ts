import { defineBlock } from '@/engine/blocks/define';
import { dataSourceProps } from '@/engine/blocks/define-extensions';

export const definition = defineBlock({
  name: 'paged-list',
  description:
    'Items of a paged data source in a grid or list, with load more or infinite scroll. With children, they are the item template: rendered once per item, in a card (an article named by its `item-field` `as: title`), reading the item as inside a `detail`.',
  props: {
    type: 'object',
    required: ['dataSource'],
    properties: {
      ...dataSourceProps,
      variant: { enum: ['grid', 'list'] },
      emptyText: { $ref: '#/definitions/i18nKey' },
      maxItems: {
        type: 'integer',
        minimum: 1,
        description: 'Show at most this many items and no load-more (dashboard sections).',
      },
      infinite: {
        type: 'boolean',
        description: 'Load the next page when the end of the list scrolls into view (default true).',
      },
      itemLinkTo: {
        $ref: '#/definitions/inAppLink',
        description: 'Path of an item\'s detail, ":id" is replaced by the item id (generic card only; in a template, `item-field` `to`).',
      },
    },
  },
  reads: 'list',
  // Up to four 150px cards (fewer with `maxItems`) in the list's `variant` grid.
  states: { skeleton: { height: 150, cards: 4 }, empty: 'blocks.empty' },
  load: () => import('./renderer'),
});
