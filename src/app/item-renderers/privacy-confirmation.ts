import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'privacy-confirmation',
  description: "The e-mailed link's `?token=` confirmation of a personal data or deletion request, and its outcome.",
  load: () => import('@/components/privacy-confirmation').then((m) => m.PrivacyConfirmation),
});
