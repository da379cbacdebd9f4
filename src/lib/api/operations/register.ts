import type { components } from '@/generated/api';
import { api, call } from '../client';
import { journeyErrors } from '../journey-errors';

export type RegistrationRequest = components['schemas']['RegistrationRequest'];

/**
 * Creates an unverified account. The contract answers the new account without tokens: registration
 * ends at the account-created screen and the member then signs in (spec section 4).
 */
export const register = (registration: RegistrationRequest) => call(api().POST('/user/registration', { body: registration }), { errors: journeyErrors.register });

export type RegisteredAccount = Awaited<ReturnType<typeof register>>;
