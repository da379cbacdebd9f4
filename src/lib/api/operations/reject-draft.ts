import { call, operatorApi } from '../client';

/** A publisher rejects a proposal with a comment. */
export const rejectDraft = (id: string, comment: string) =>
  call(operatorApi().POST('/platform/operator/drafts/{id}/reject', { params: { path: { id } }, body: { message: comment } }), { silent: true });
