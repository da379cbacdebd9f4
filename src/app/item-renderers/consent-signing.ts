import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'consent-signing',
  description: 'The consent text pane with its agree button, a part of the consent page.',
  load: () => import('@/components/consent').then((m) => m.ConsentSigning),
});
