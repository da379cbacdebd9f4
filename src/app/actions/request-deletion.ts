import { defineAction } from '@/engine/forms/define-action';
import { requestAccountDeletion } from '@/lib/api/operations/request-account-deletion';
import { clearSession } from '@/lib/session';

export const definition = defineAction({
  name: 'requestDeletion',
  description: 'Asks to delete the account and signs the member out.',
  run: async () => {
    await requestAccountDeletion({});
    clearSession();
    return { redirectTo: '/goodbye' };
  },
});
