import { defineAction } from '@/engine/forms/define-action';
import { takeReturnPath } from '@/app/journey-state';
import { loginMutation } from '@/lib/api/operations/login';
import { runMutation, text } from './support/form-data';

export const definition = defineAction({
  name: 'login',
  description: 'Signs the member in with e-mail and password, then returns to where sign-in was asked for.',
  run: async (data, _context, { queryClient }) => {
    await runMutation(queryClient, loginMutation(queryClient), { email: text(data, 'email'), password: String(data.password ?? '') });
    return { redirectTo: takeReturnPath() };
  },
});
