import { defineAction } from '@/engine/forms/define-action';
import { cardVerification } from '@/app/journey-state';
import { register } from '@/lib/api/operations/register';
import { registrationBody } from './support/registration-body';
import { withoutReports } from '@/lib/api/client';

export const definition = defineAction({
  name: 'register-after-verify',
  description: 'Registers a new member with the card verified in the previous step.',
  ends: ['/register-confirm'],
  run: async (data) => {
    const body = await registrationBody(data);
    await withoutReports(() => register(body));
    cardVerification.set(null);
    return { reset: true };
  },
});
