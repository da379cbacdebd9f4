import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'consent-list',
  description: 'Every consent with its version and date, a link to read and agree, and revoke for a given one.',
  load: () => import('@/components/consent').then((m) => m.ConsentList),
});
