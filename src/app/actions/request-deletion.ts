import { defineAction } from '@/engine/forms/define-action';
import { requestAccountDeletion } from '@/lib/api/operations/request-account-deletion';
import { clearSession } from '@/lib/session';

export const definition = defineAction({
  name: 'request-deletion',
  description: 'Asks to delete the account, signs the member out and shows the goodbye notice.',
  // Spec 4: the notice, then signed out. /goodbye exists with web on and off, so every channel ends
  // there; '/' only for a channel whose table has dropped it (the text then comes as a toast).
  ends: ['/goodbye', '/'],
  run: async (_data, _context, { t }) => {
    await requestAccountDeletion({});
    clearSession();
    return { fallbackMessage: t('screens.deletionGoodbye.text') };
  },
});
