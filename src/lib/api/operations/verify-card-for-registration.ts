import { api, call } from '../client';
import type { JsonBody } from './contract';
import { journeyErrors } from '../journey-errors';

export type CardVerificationRequest = JsonBody<'/user/registration/card-verify', 'post'>;

/** First step of card-verify registration: the answer's `verification_token` goes into the registration. */
export const verifyCardForRegistration = (request: CardVerificationRequest) =>
  call(api().POST('/user/registration/card-verify', { body: request }), { errors: journeyErrors.verifyCardForRegistration });

export type CardVerification = Awaited<ReturnType<typeof verifyCardForRegistration>>;
