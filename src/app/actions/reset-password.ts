import { defineAction } from '@/engine/forms/define-action';
import { resetPassword } from '@/lib/api/operations/reset-password';
import { withoutReports } from '@/lib/api/client';

export const definition = defineAction({
  name: 'reset-password',
  description: 'Sets a new password with the token of the reset link.',
  ends: ['/pass-login'],
  run: async (data, context, { t }) => {
    const token = String(context.params.token ?? new URLSearchParams(window.location.search).get('token') ?? '');
    await withoutReports(() => resetPassword({ token, password: String(data.password ?? '') }));
    return { message: t('screens.passwordReset.done'), reset: true };
  },
});
