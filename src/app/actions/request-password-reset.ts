import { defineAction } from '@/engine/forms/define-action';
import { requestPasswordReset } from '@/lib/api/operations/request-password-reset';
import { text } from './support/form-data';
import { withoutReports } from '@/lib/api/client';

export const definition = defineAction({
  name: 'request-password-reset',
  description: 'E-mails a password reset link.',
  run: async (data, _context, { t }) => {
    await withoutReports(() => requestPasswordReset({ email: text(data, 'email') }));
    return { message: t('screens.forgot.sent') };
  },
});
