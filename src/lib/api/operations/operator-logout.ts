import { call, operatorApi } from '../client';

/** Ends the operator token. */
export const operatorLogout = () => call(operatorApi().POST('/platform/operator/logout'), { silent: true });
