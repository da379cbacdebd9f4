import { call, operatorApi } from '../client';

/** The channel's versions, newest first. */
export const listVersions = () => call(operatorApi().GET('/platform/operator/versions'), { silent: true });
