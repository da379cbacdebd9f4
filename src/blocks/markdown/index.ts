import { defineBlock } from '@/engine/blocks/define';

export const definition = defineBlock({
  name: 'markdown',
  description: 'Markdown from the screen file, an i18n key or a field of the enclosing detail\'s item; raw HTML is not rendered.',
  props: {
    type: 'object',
    description: 'Markdown from `content` (literal), `text` (an i18n key) or `field` (a dotted path in the item of the enclosing `detail`; an empty value shows nothing). Links: http(s), irc(s), mailto, xmpp or relative only (in `content` and `text`, the channel\'s own words, `tel:` phone numbers too); they open in a new tab.',
    minProperties: 1,
    properties: { content: { type: 'string' }, text: { $ref: '#/definitions/i18nKey' }, field: { type: 'string', minLength: 1 } },
  },
  load: () => import('./renderer'),
});
