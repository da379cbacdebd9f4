import { call, operatorApi } from '../client';

/** The channel's published version, drafts, proposals and schedule (operator). */
export const getChannelStatus = () => call(operatorApi().GET('/platform/operator/channel'), { silent: true });
