import { call, operatorApi } from '../client';

/** The channel's asset library (newest first) and the upload limits. */
export const listAssets = () => call(operatorApi().GET('/platform/operator/assets'), { silent: true });
