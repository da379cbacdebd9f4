import { call, operatorApi } from '../client';

/** The channel's operators with their roles and states, and its sign-in settings (owner). */
export const listTeam = () => call(operatorApi().GET('/platform/operator/team'), { silent: true });
