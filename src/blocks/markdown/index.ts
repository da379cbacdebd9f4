import { defineBlock } from '@/engine/blocks/define';

export const definition = defineBlock({
  name: 'markdown',
  description: 'Markdown from the screen file or an i18n key; raw HTML is not rendered.',
  props: {
    type: 'object',
    description: 'Markdown from `content` (literal) or `text` (an i18n key). Links: http(s), irc(s), mailto, xmpp or relative only; they open in a new tab.',
    minProperties: 1,
    properties: { content: { type: 'string' }, text: { $ref: '#/definitions/i18nKey' } },
  },
  load: () => import('./renderer'),
});
