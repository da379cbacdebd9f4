import { call, operatorApi } from '../client';

/** One version with its config. */
export const getVersion = (number: number) => call(operatorApi().GET('/platform/operator/versions/{number}', { params: { path: { number } } }), { silent: true });
