import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'Sends a new SMS code, with a resend countdown.';

export const definition = defineItemRenderer({
  name: 'sms-resend',
  load: () => import('@/components/sms-resend').then((m) => m.SmsResend),
});
