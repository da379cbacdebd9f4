// A sign-in the service is too busy to check (503 BUSY) reads in the operator's language with the
// seconds to wait, as a throttled one (429) does.
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { initStudioI18n, setStudioLanguage } from '../studio-i18n';
import { accountFailure } from './team-failure';

beforeAll(async () => {
  await initStudioI18n();
});

const busy = new ApiError('The service is busy checking other sign-ins: try again in 2 s', 'http', 503, { code: 'BUSY', retry_after: 2, message: 'x' });

describe('account failures', () => {
  it('names a busy service and the seconds to wait, in the studio language', async () => {
    await setStudioLanguage('en');
    expect(accountFailure('sign in', busy)).toBe('The service is busy checking other sign-ins: try again in 2 s.');
    await setStudioLanguage('cs');
    expect(accountFailure('sign in', busy)).toBe('Služba právě ověřuje jiná přihlášení: zkuste to znovu za 2 s.');
    await setStudioLanguage('en');
    expect(accountFailure('sign in', new ApiError('Too many', 'http', 429, { code: 'THROTTLED', retry_after: 60 }))).toBe('Too many attempts: try again in 60 s.');
  });
});
