// A publish or review refusal is said in the studio's language from its code and fields (never by
// translating the service's English message): the four eyes, a stale version, a conflict, a missing
// If-Match or revision, the check's findings with their place in the studio's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { initI18n } from '@/lib/i18n';
import { setStudioLanguage } from '../studio-i18n';
import { failure } from './failure';

const refusal = (status: number, message: string, body: Record<string, unknown>) => new ApiError(message, 'http', status, { message, ...body });
const since = [{ number: 4, author: 'publisher@demo.test', editor: 'editor@demo.test', kind: 'publish', message: 'New Year banner', created_at: '2026-12-07T10:00:00Z' }];

beforeAll(async () => {
  await initI18n('en');
});
afterAll(async () => {
  await setStudioLanguage('en');
});

describe('a refusal in the studio’s language', () => {
  it('the four eyes: an author never publishes their own proposal (cs, pl), the service’s words in English', async () => {
    const own = refusal(403, 'An author never publishes their own proposal: another publisher reviews it', { code: 'OWN_PROPOSAL' });
    await setStudioLanguage('cs');
    expect(failure('Publikování', own)).toBe('Publikování se nezdařilo: tento návrh jste napsali vy: prochází a publikuje jej jiný publikující (princip čtyř očí)');
    await setStudioLanguage('pl');
    expect(failure('Publikowanie', own)).toMatch(/: to ty napisałeś tę propozycję: przegląda i publikuje ją inny publikujący/);
    await setStudioLanguage('en');
    expect(failure('Publish', own)).toBe('Publish failed: An author never publishes their own proposal: another publisher reviews it');
  });

  it('a stale version (412) and a conflict (409) name the versions since and who published them, never a JSON pointer', async () => {
    await setStudioLanguage('cs');
    const stale = refusal(412, 'Version 4 was published meanwhile', { code: 'STALE_VERSION', current_version: 4, base_version: 3, since, changes: [{ pointer: '/sections/VISUAL/color/primary', change: 'changed', from: '#000', to: '#fff' }] });
    const said = failure('Publikování', stale);
    expect(said).toBe('Publikování se nezdařilo: mezitím byla publikována verze 4 (od verze 3: verze 4 (editor@demo.test, publikoval publisher@demo.test: „New Year banner“)): projděte její změny a zkuste to znovu');
    expect(said).not.toContain('/sections/');
    await setStudioLanguage('pl');
    const conflict = refusal(409, 'This draft was made from version 3', { code: 'BASE_CHANGED', current_version: 4, base_version: 3, since, conflicts: [{ pointer: '/sections/VISUAL/color/primary', base: '#000', draft: '#111', live: '#222' }] });
    expect(failure('Proponowanie', conflict)).toMatch(/^Proponowanie .*: to powstało z wersji 3; od tego czasu opublikowano: wersja 4 .* \(1\): zaktualizuj szkic/);
  });

  it('428 and the revision a publisher reviewed', async () => {
    await setStudioLanguage('cs');
    expect(failure('Publikování', refusal(428, 'If-Match is required', { code: 'PRECONDITION_REQUIRED' }))).toMatch(/studio neuvedlo, ze které verze vaše změna vychází/);
    expect(failure('Publikování', refusal(409, 'The draft is at revision 3', { code: 'REVISION_CHANGED', revision: 3 }))).toMatch(/nyní je to revize 3/);
    await setStudioLanguage('pl');
    expect(failure('Publikowanie', refusal(428, 'revision is required', { code: 'REVISION_REQUIRED' }))).toMatch(/podaj, którą rewizję propozycji przejrzałeś/);
  });

  it('the check’s findings (422): the first one’s place and finding in the studio’s words', async () => {
    await setStudioLanguage('cs');
    const invalid = refusal(422, 'The config is invalid: /sections/VISUAL/color/primary must be string', { code: 'INVALID_CONFIG', errors: [{ pointer: '/sections/VISUAL/color/primary', message: 'must be string' }, { pointer: '/x', message: 'y' }] });
    const said = failure('Publikování', invalid);
    expect(said).toMatch(/konfigurace obsahuje chyby \(2\); první, .+: musí být text/);
    expect(said).not.toContain('/sections/');
    expect(said).not.toContain('must be string');
  });

  it('a code it has no words for is said by its status, with the service’s reason kept', async () => {
    await setStudioLanguage('cs');
    expect(failure('Publikování', refusal(409, 'Something new', { code: 'SOMETHING_NEW' }))).toMatch(/Publikování se nezdařilo: .*\(Something new\)/);
  });
});
