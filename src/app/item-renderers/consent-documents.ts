import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'consent-documents',
  description: 'Links to the consent documents a registration asks to accept (each opens in a new tab).',
  load: () => import('@/components/consent').then((m) => m.ConsentDocuments),
});
