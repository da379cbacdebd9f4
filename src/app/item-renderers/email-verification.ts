import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'email-verification',
  description: "The e-mailed link's `?token=` check and its outcome (part of the composed e-mail confirmation).",
  load: () => import('@/components/email-confirmation').then((m) => m.EmailVerification),
});
