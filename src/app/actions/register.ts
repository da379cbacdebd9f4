import { defineAction } from '@/engine/forms/define-action';
import { cardVerification } from '@/app/journey-state';
import { register } from '@/lib/api/operations/register';
import { registrationBody } from './support/registration-body';

export const definition = defineAction({
  name: 'register',
  description: 'Registers a new member (consents, card choice, operator-added fields in params_v2).',
  ends: ['/register-confirm'],
  run: async (data) => {
    await register(await registrationBody(data));
    cardVerification.set(null);
    return { reset: true };
  },
});
