import { defineBlock } from '@/engine/blocks/define';

export const definition = defineBlock({
  name: 'section',
  description: 'A heading with an optional show-all link around its child blocks.',
  props: {
    type: 'object',
    properties: {
      title: { $ref: '#/definitions/i18nKey' },
      showAllTo: { $ref: '#/definitions/inAppLink', description: 'In-app path of the show-all link.' },
      showAllLabel: { $ref: '#/definitions/i18nKey' },
    },
  },
  load: () => import('./renderer'),
});
