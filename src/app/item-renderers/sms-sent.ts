import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'sms-sent',
  description: 'The number the SMS code went to, with a way to correct it; without a pending request, back to the phone entry.',
  load: () => import('@/components/sms-resend').then((m) => m.SmsSent),
});
