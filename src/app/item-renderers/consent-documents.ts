import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'Links to the consent documents a registration asks to accept (each opens in a new tab).';

export const definition = defineItemRenderer({
  name: 'consent-documents',
  load: () => import('@/components/consent').then((m) => m.ConsentDocuments),
});
