import { defineBlock } from '@/engine/blocks/define';

export const definition = defineBlock({
  name: 'group',
  description: 'Lays out its child blocks: a column (`stack`), a media pane (`media`), the body beside it (`body`) or an article header (`header`).',
  props: {
    type: 'object',
    properties: {
      variant: { enum: ['stack', 'media', 'body', 'header'] },
    },
  },
  load: () => import('./renderer'),
});
