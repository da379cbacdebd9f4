import { call, operatorApi } from '../client';

/** A draft or proposal with its config. */
export const getDraft = (id: string) => call(operatorApi().GET('/platform/operator/drafts/{id}', { params: { path: { id } } }), { silent: true });
