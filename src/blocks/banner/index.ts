import { defineBlock } from '@/engine/blocks/define';

export const definition = defineBlock({
  name: 'banner',
  description:
    'A campaign banner in the theme\'s colours: a title, markdown text and an optional in-app link; give it `visible_from` / `visible_until` to run it for a campaign\'s dates.',
  props: {
    type: 'object',
    required: ['title'],
    properties: {
      title: { $ref: '#/definitions/i18nKey' },
      text: { $ref: '#/definitions/i18nKey', description: 'Markdown (links: http(s), mailto, relative; raw HTML is not rendered).' },
      link: {
        type: 'object',
        description: 'A way on: an in-app link shown as a button.',
        required: ['label', 'to'],
        properties: {
          label: { $ref: '#/definitions/i18nKey' },
          to: { $ref: '#/definitions/inAppLink' },
        },
      },
      tone: {
        enum: ['info', 'success', 'warning', 'promo'],
        description: 'Colour: info = VISUAL primary as accent, success / warning = those colours as accent, promo = the primary colour filled. Default: info.',
      },
    },
  },
  load: () => import('./renderer'),
});
