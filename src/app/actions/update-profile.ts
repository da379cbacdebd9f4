import { defineAction } from '@/engine/forms/define-action';
import { type ProfileUpdate, updateProfileMutation } from '@/lib/api/operations/update-profile';
import { paramsFromForm } from '@/lib/api/params-v2';
import { runMutation, pick, withOptional, PROFILE_FIELDS } from './support/form-data';

export const definition = defineAction({
  name: 'update-profile',
  description: 'Saves the member\'s profile (operator-added fields in params_v2).',
  // With web off the profile is the signed-in home.
  ends: ['/profile', '/'],
  run: async (data, _context, { queryClient, t }) => {
    const params = paramsFromForm(data, PROFILE_FIELDS);
    await runMutation(queryClient, updateProfileMutation(queryClient), { ...pick(data, PROFILE_FIELDS), ...withOptional('params_v2', params) } as ProfileUpdate);
    return { message: t('common.saved') };
  },
});
