import { call, operatorApi } from '../client';
import type { JsonBody } from './contract';

/** Saves the operator's own draft of the channel on the server. */
export const saveDraft = (draft: JsonBody<'/platform/operator/draft', 'put'>) => call(operatorApi().PUT('/platform/operator/draft', { body: draft }), { silent: true });
