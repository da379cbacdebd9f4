import { defineBlock } from '@/engine/blocks/define';

export const definition = defineBlock({
  name: 'form',
  description: 'A form from the forms registry with a submit action.',
  props: {
    type: 'object',
    required: ['form', 'action'],
    properties: {
      form: { type: 'string', minLength: 1, description: 'Form name from the forms registry.' },
      action: { $ref: '#/definitions/actionName', description: 'Submit action (src/app/actions).' },
      initialData: { $ref: '#/definitions/dataSourceName', description: 'Optional single data source whose value pre-fills the form.' },
      params: { $ref: '#/definitions/params' },
      submitLabel: { $ref: '#/definitions/i18nKey' },
      successText: { $ref: '#/definitions/i18nKey' },
      omitFields: {
        type: 'array',
        items: { type: 'string', minLength: 1 },
        uniqueItems: true,
        description: 'Fields of the form this screen does not ask for (e.g. the card choice once the card is verified).',
      },
      cardFields: {
        type: 'array',
        items: { type: 'string', minLength: 1 },
        uniqueItems: true,
        description: 'Fields asked only when the channel has the loyalty card (GENERAL.card): left out when the card is off.',
      },
    },
  },
  // The form machinery (rjsf) is not part of the block's chunk: the block shows its sized
  // placeholder and asks for the engine once that has painted (src/engine/forms/load-engine.ts).
  load: () => import('./renderer'),
});
