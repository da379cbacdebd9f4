import { call, operatorApi } from '../client';

/**
 * A publisher publishes a proposal: exactly the draft `revision` Review showed (409 when it was
 * saved again since), against the channel version it was reviewed with (`If-Match`, 412).
 */
export const publishDraft = (id: string, etag: string, message: string, revision: number) =>
  call(operatorApi().POST('/platform/operator/drafts/{id}/publish', { params: { path: { id }, header: { 'If-Match': etag } }, body: { message, revision } }), { silent: true });
