import { call, operatorApi } from '../client';
import type { JsonBody } from './contract';

/** Operator sign-in (studio): the operator token and the channels the operator holds. */
export const operatorLogin = (credentials: JsonBody<'/platform/operator/login', 'post'>) =>
  call(operatorApi().POST('/platform/operator/login', { body: credentials }), { silent: true });
