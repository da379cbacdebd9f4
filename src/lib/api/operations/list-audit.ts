import { call, operatorApi } from '../client';

/** The channel's audit trail, oldest first. */
export const listAudit = () => call(operatorApi().GET('/platform/operator/audit'), { silent: true });
