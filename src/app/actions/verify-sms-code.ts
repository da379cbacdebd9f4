import { defineAction } from '@/engine/forms/define-action';
import { smsPhone, takeReturnPath } from '@/app/journey-state';
import { verifySmsCodeMutation } from '@/lib/api/operations/verify-sms-code';
import { runMutation, text } from './support/form-data';

export const definition = defineAction({
  name: 'verify-sms-code',
  description: 'Signs the member in with the SMS code sent to the phone of the previous step.',
  run: async (data, _context, { queryClient }) => {
    const phone = smsPhone.get();
    if (!phone) return { redirectTo: '/' };
    await runMutation(queryClient, verifySmsCodeMutation(queryClient), { phone, code: text(data, 'code') });
    smsPhone.set(null);
    return { redirectTo: takeReturnPath() };
  },
});
