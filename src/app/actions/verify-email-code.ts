import { defineAction } from '@/engine/forms/define-action';
import { verifyEmailMutation } from '@/lib/api/operations/verify-email';
import { runMutation, text } from './support/form-data';

export const definition = defineAction({
  name: 'verify-email-code',
  description: 'Confirms the member\'s e-mail address with the code sent to it.',
  ends: ['/'],
  run: async (data, _context, { queryClient, t }) => {
    await runMutation(queryClient, verifyEmailMutation(queryClient), { code: text(data, 'code') });
    return { message: t('screens.emailConfirmation.done') };
  },
});
