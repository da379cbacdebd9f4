import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'Sends a new verification link, with a resend countdown.';

export const definition = defineItemRenderer({
  name: 'verification-resend',
  load: () => import('@/components/email-confirmation').then((m) => m.VerificationResend),
});
