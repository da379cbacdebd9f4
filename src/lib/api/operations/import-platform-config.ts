import { call, operatorApi } from '../client';
import type { JsonBody } from './contract';

/** Has the channel service fetch another platform's config and save it as the operator's draft. */
export const importPlatformConfig = (source: JsonBody<'/platform/operator/import', 'post'>) =>
  call(operatorApi().POST('/platform/operator/import', { body: source }), { silent: true });
