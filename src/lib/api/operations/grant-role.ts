import type { components } from '@/generated/api';
import { call, operatorApi } from '../client';

/** An owner grants or changes an operator's role on the channel. */
export const grantRole = (email: string, role: components['schemas']['OperatorRole']) =>
  call(operatorApi().PUT('/platform/operator/team/{email}/role', { params: { path: { email } }, body: { role } }), { silent: true });
