import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { api, call } from '../client';
import { invalidateUser } from '../invalidation';
import { journeyErrors } from '../journey-errors';

export type ProfileUpdate = components['schemas']['ProfileUpdate'];

/** Answers the updated member. */
export const updateProfile = (profile: ProfileUpdate) => call(api().POST('/user/profile', { body: profile }), { errors: journeyErrors.updateProfile });

export const updateProfileMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: updateProfile, onSuccess: () => invalidateUser(queryClient) });
