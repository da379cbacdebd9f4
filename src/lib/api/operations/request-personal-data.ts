import { api, call } from '../client';

/** Asks for a copy of the personal data: a confirmation e-mail follows, fulfilled within 30 days. */
export const requestPersonalData = async () => (await call(api().POST('/privacy/request/data', { body: {} }))).request;
