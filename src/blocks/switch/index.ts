import { defineBlock } from '@/engine/blocks/define';

export const definition = defineBlock({
  name: 'switch',
  description:
    'Shows some of its child blocks depending on the state: the first case whose `when` holds names the children shown (by id); a child no case names shows in every state.',
  props: {
    type: 'object',
    required: ['cases'],
    properties: {
      // A single data source whose item `field` conditions (and the children, as inside a `detail`) read;
      // loaded only when a case reaches a `field` condition. Without it, `field` reads the enclosing item.
      dataSource: { $ref: '#/definitions/dataSourceName' },
      params: { $ref: '#/definitions/params' },
      cases: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: ['show'],
          additionalProperties: false,
          properties: {
            when: {
              type: 'object',
              additionalProperties: false,
              description: 'Every condition given must hold, checked in this order; no `when`: always (the default case, last).',
              properties: {
                query: { type: 'string', minLength: 1, description: 'This URL search parameter is present and not empty (`token` of an e-mailed link).' },
                signedIn: { type: 'boolean', description: 'A member is signed in (true) or not (false).' },
                field: { type: 'string', minLength: 1, description: 'Property path in the item, dotted: not empty, or equal to `equals`.' },
                equals: { type: ['string', 'number', 'boolean'] },
              },
            },
            show: { type: 'array', items: { type: 'string', minLength: 1 }, description: 'Ids of the child blocks shown in this case.' },
          },
        },
      },
    },
  },
  load: () => import('./renderer'),
});
