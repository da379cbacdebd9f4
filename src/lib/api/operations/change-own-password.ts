import { call, operatorApi } from '../client';
import type { JsonBody } from './contract';

/** The signed-in operator changes their own password. */
export const changeOwnPassword = (passwords: JsonBody<'/platform/operator/password', 'put'>) => call(operatorApi().PUT('/platform/operator/password', { body: passwords }), { silent: true });
