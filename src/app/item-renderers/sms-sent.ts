import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'The number the SMS code went to, with a way to correct it; without a pending request, back to the phone entry.';

export const definition = defineItemRenderer({
  name: 'sms-sent',
  load: () => import('@/components/sms-resend').then((m) => m.SmsSent),
});
