import { call, operatorApi } from '../client';
import type { JsonBody } from './contract';

/** An owner adds an operator to the channel; a new account without `password` gets a one-time one, answered once. */
export const addOperator = (member: JsonBody<'/platform/operator/team', 'post'>) => call(operatorApi().POST('/platform/operator/team', { body: member }), { silent: true });
