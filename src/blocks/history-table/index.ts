import { defineBlock } from '@/engine/blocks/define';

export const definition = defineBlock({
  name: 'history-table',
  description: 'A table of a paged data source with formatted columns (points, dates, currency, status).',
  props: {
    type: 'object',
    required: ['dataSource', 'columns'],
    properties: {
      dataSource: { $ref: '#/definitions/dataSourceName' },
      params: { $ref: '#/definitions/params' },
      caption: { $ref: '#/definitions/i18nKey' },
      emptyText: { $ref: '#/definitions/i18nKey' },
      maxItems: { type: 'integer', minimum: 1 },
      columns: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: ['name', 'label'],
          properties: {
            name: { type: 'string' },
            label: { $ref: '#/definitions/i18nKey' },
            format: { $ref: '#/definitions/columnFormat' },
            keyPrefix: {
              type: 'string',
              description: 'For format status: the value is shown as `<keyPrefix>.<value>` (default history.status).',
            },
          },
        },
      },
      currency: {
        type: 'string',
        pattern: '^[A-Z]{3}$',
        description: 'Currency of amounts when an item has no `currency`.',
      },
    },
  },
  reads: 'list',
  states: { skeleton: { height: 200 }, empty: 'errors.noTransactions' },
  load: () => import('./renderer'),
});
