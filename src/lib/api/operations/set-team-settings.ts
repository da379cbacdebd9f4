import { call, operatorApi } from '../client';

/** An owner requires (or no longer requires) a second factor of the channel's publishers and owners. */
export const setTeamSettings = (publishersNeedSecondFactor: boolean) =>
  call(operatorApi().PUT('/platform/operator/team/settings', { body: { publishers_need_second_factor: publishersNeedSecondFactor } }), { silent: true });
