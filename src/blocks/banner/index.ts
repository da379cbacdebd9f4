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
      linkLabel: { $ref: '#/definitions/i18nKey', description: 'Text of the button (with `linkTo`).' },
      linkTo: { $ref: '#/definitions/inAppLink', description: 'A way on: an in-app path, shown as a button while its route is open.' },
      tone: {
        enum: ['info', 'success', 'warning', 'promo'],
        description: 'Colour: info = VISUAL primary as accent, success / warning = those colours as accent, promo = the primary colour filled. Default: info.',
      },
    },
  },
  load: () => import('./renderer'),
});
