// The channel service's 503 while its database is away is said in the operator's language, with
// when to try again, for any operator action (publishing, Team, sign-in fall back to failure()).
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { initI18n } from '@/lib/i18n';
import { setStudioLanguage } from '../studio-i18n';
import { failure } from './failure';
import { accountFailure } from './team-failure';

const outage = () => new ApiError('The channel service cannot reach its database just now: try again in a few seconds', 'http', 503, { message: 'The channel service cannot reach its database just now', code: 'STORE_UNAVAILABLE', retry_after: 5 });

beforeAll(async () => {
  await initI18n('en');
});

describe('a store outage in the studio', () => {
  it('is said in Czech and in English, with the seconds to wait', async () => {
    await setStudioLanguage('cs');
    expect(failure('Publikování', outage())).toBe('Publikování se nezdařilo: služba kanálů se právě nemůže spojit se svou databází: zkuste to znovu za 5 s.');
    expect(accountFailure('Přihlásit', outage())).toMatch(/nemůže spojit se svou databází: zkuste to znovu za 5 s/);
    await setStudioLanguage('en');
    expect(failure('Publish', outage())).toBe('Publish failed: the channel service cannot reach its database just now: try again in 5 s.');
  });
});
