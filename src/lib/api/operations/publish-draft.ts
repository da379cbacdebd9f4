import { call, operatorApi } from '../client';

/** A publisher publishes a proposal, against the version it was reviewed with (`If-Match`). */
export const publishDraft = (id: string, etag: string, message: string) =>
  call(operatorApi().POST('/platform/operator/drafts/{id}/publish', { params: { path: { id }, header: { 'If-Match': etag } }, body: { message } }), { silent: true });
