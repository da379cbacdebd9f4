import { defineAction } from '@/engine/forms/define-action';
import { smsPhone } from '@/app/journey-state';
import { requestSmsCode } from '@/lib/api/operations/request-sms-code';
import { text } from './support/form-data';
import { withoutReports } from '@/lib/api/client';

export const definition = defineAction({
  name: 'request-sms-code',
  description: 'Sends a one-time SMS code to the phone number and opens the code step.',
  ends: ['/otp-verify'],
  run: async (data) => {
    const phone = text(data, 'phone');
    await withoutReports(() => requestSmsCode({ phone }));
    smsPhone.set(phone);
  },
});
