import { call, operatorApi } from '../client';

/** Publishes an earlier version again, as a new version. */
export const rollbackToVersion = (number: number, etag: string, message: string) =>
  call(operatorApi().POST('/platform/operator/versions/{number}/rollback', { params: { path: { number }, header: { 'If-Match': etag } }, body: { message } }), { silent: true });
