import { defineBlock } from '@/engine/blocks/define';

export const definition = defineBlock({
  name: 'group',
  description:
    'Lays out its child blocks: a column (`stack`), a media pane (`media`), the body beside it (`body`), an article header (`header`); in a list item: its padded body (`card`, filling the card), a row of small parts (`inline`; `dotted`: separated by a middle dot) or a row at the card\'s bottom (`footer`).',
  props: {
    type: 'object',
    properties: {
      variant: { enum: ['stack', 'media', 'body', 'header', 'card', 'inline', 'dotted', 'footer'] },
    },
  },
  load: () => import('./renderer'),
});
