import { call, operatorApi } from '../client';

/** Cancels a pending schedule. */
export const cancelSchedule = (id: string) => call(operatorApi().DELETE('/platform/operator/schedule/{id}', { params: { path: { id } } }), { silent: true });
