import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'verification-resend',
  description: 'Sends a new verification link, with a resend countdown.',
  load: () => import('@/components/email-confirmation').then((m) => m.VerificationResend),
});
