import { api, call } from '../client';
import type { JsonBody } from './contract';

export type DeletionRequest = JsonBody<'/privacy/request/deletion', 'post'>;

/** Asks to delete the account: a confirmation e-mail follows; the screen signs the member out after the notice. */
export const requestAccountDeletion = async (request: DeletionRequest = {}) =>
  (await call(api().POST('/privacy/request/deletion', { body: request }))).request;
