import { useMutation } from '@tanstack/react-query';
import { api, call } from '../client';
import type { JsonBody } from './contract';

export type PrivacyConfirmation = JsonBody<'/privacy/confirm-request', 'post'>;

/**
 * Confirms a data or deletion request with the token of its e-mail (`/deletion?token=...`). Silent:
 * the confirmation screen states the outcome itself, in the channel's language.
 */
export const confirmPrivacyRequest = async (confirmation: PrivacyConfirmation) =>
  (await call(api().POST('/privacy/confirm-request', { body: confirmation }), { silent: true })).request;

export function useConfirmPrivacyRequest() {
  return useMutation({ mutationFn: confirmPrivacyRequest });
}
