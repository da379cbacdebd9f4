import { call, operatorApi } from '../client';
import type { JsonBody } from './contract';

/** Schedules a version to go live (and optionally to be replaced at an end time). */
export const scheduleVersion = (schedule: JsonBody<'/platform/operator/schedule', 'post'>) =>
  call(operatorApi().POST('/platform/operator/schedule', { body: schedule }), { silent: true });
