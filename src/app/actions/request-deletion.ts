import { defineAction } from '@/engine/forms/define-action';
import { requestAccountDeletion } from '@/lib/api/operations/request-account-deletion';
import { clearSession } from '@/lib/session';

export const definition = defineAction({
  name: 'request-deletion',
  description: 'Asks to delete the account and signs the member out.',
  // With web off there is no goodbye page: the member lands on sign-in and reads its text as a toast.
  ends: ['/goodbye', '/'],
  run: async (_data, _context, { t }) => {
    await requestAccountDeletion({});
    clearSession();
    return { fallbackMessage: t('screens.deletionGoodbye.text') };
  },
});
