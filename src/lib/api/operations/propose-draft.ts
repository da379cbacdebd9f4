import { call, operatorApi } from '../client';

/** Proposes the operator's draft for review. */
export const proposeDraft = (id: string, message: string) =>
  call(operatorApi().POST('/platform/operator/drafts/{id}/propose', { params: { path: { id } }, body: { message } }), { silent: true });
