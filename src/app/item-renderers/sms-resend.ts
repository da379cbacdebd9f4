import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'sms-resend',
  description: 'Sends a new SMS code, with a resend countdown.',
  load: () => import('@/components/sms-resend').then((m) => m.SmsResend),
});
