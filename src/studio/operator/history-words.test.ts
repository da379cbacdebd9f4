import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import pl from '../locales/pl.json';
import type { StudioT } from '../studio-i18n';
import { AUDIT_ACTIONS, auditAction, auditDetail, versionMessage } from './history-words';

const i18n = createInstance();
let t: StudioT;
beforeAll(async () => {
  await i18n.init({ lng: 'pl', fallbackLng: 'en', ns: ['studio'], defaultNS: 'studio', resources: { en: { studio: en }, pl: { studio: pl } }, interpolation: { escapeValue: false } });
  t = i18n.t.bind(i18n) as unknown as StudioT;
});

describe('history and audit in the operator language', () => {
  it('says a rollback from its version number, keeping the operator message as written', () => {
    expect(versionMessage(t, 'rollback', 'Rollback to version 1')).toBe('Przywrócenie wersji 1');
    expect(versionMessage(t, 'rollback', 'Rollback to version 3: Back to summer')).toBe('Przywrócenie wersji 3: Back to summer');
  });

  it('says a scheduled switch, its end, the initial preset and a publish proposed by an editor', () => {
    expect(versionMessage(t, 'scheduled', 'Scheduled s-2: version 4 live')).toBe('Harmonogram s-2: wersja 4 opublikowana');
    expect(versionMessage(t, 'scheduled', 'Scheduled s-2 ended: version 3 live again')).toBe('Harmonogram s-2 zakończony: znowu obowiązuje wersja 3');
    expect(versionMessage(t, 'initial', 'Preset drugstore-pl')).toBe('Preset drugstore-pl');
    expect(versionMessage(t, 'publish', 'Nowy baner (proposed by ewa@example.com)')).toBe('Nowy baner (zaproponował(a) ewa@example.com)');
    expect(versionMessage(t, 'publish', 'Nowy baner')).toBe('Nowy baner');
  });

  it('says where an imported version came from, the source kept as written', () => {
    expect(versionMessage(t, 'import', 'Imported from preset fuel-cz')).toBe('Zaimportowano z preset fuel-cz');
  });

  it('keeps a service message it cannot read, named by its kind', () => {
    expect(versionMessage(t, 'rollback', 'Something else')).toBe('Przywrócenie: Something else');
  });

  it('names every audit action in Polish and reads a schedule range', () => {
    for (const action of AUDIT_ACTIONS) expect(auditAction(t, action)).not.toBe(action);
    expect(auditAction(t, 'publish')).toBe('Publikacja');
    expect(auditDetail(t, 'schedule', 's-1: 2026-12-01T08:00:00Z to 2026-12-27T17:30:00Z', 'pl')).toBe(
      `s-1: od ${new Date('2026-12-01T08:00:00Z').toLocaleString('pl')} do ${new Date('2026-12-27T17:30:00Z').toLocaleString('pl')}`,
    );
    expect(auditDetail(t, 'rollback', 'Rollback to version 2')).toBe('Przywrócenie wersji 2');
  });

  it('reads every detail the service writes into the studio language, the operator’s own words kept', () => {
    expect(auditDetail(t, 'draft', 'revision 3')).toBe('wersja robocza 3');
    expect(auditDetail(t, 'proposal', 'revision 3: Zielony nagłówek')).toBe('wersja robocza 3: Zielony nagłówek');
    expect(auditDetail(t, 'publish', 'revision 3 by ewa@example.com: Zielony')).toBe('wersja robocza 3 autorstwa ewa@example.com: Zielony');
    expect(auditDetail(t, 'scheduled-live', 'Scheduled s-2 ended: version 5, published during it, stays live')).toBe('Harmonogram s-2 zakończony: wersja 5, opublikowana w jego trakcie, pozostaje');
    expect(auditDetail(t, 'asset', 'uploaded 0123abcd (sky.png, image/png, 640×360, 12345 bytes)', 'pl')).toBe(`przesłano obraz sky.png (image/png, 640 × 360, ${(12345).toLocaleString('pl')} bajtów)`);
    expect(auditDetail(t, 'asset', 'deleted 0123abcd')).toBe('usunięto obraz 0123abcd');
    expect(auditDetail(t, 'import', 'Imported from https://x.example/wl/v1 as revision 1; without forms')).toBe('Zaimportowano z https://x.example/wl/v1 jako wersję roboczą 1, bez forms');
    expect(auditDetail(t, 'sign-in-failed', 'THROTTLED from 127.0.0.1')).toBe('THROTTLED z adresu 127.0.0.1');
    expect(auditDetail(t, 'team', 'added jan@example.com as publisher')).toBe(`dodano jan@example.com jako ${pl.team.roles.publisher}`);
    expect(auditDetail(t, 'team', 'jan@example.com is now owner')).toBe(`jan@example.com ma teraz rolę ${pl.team.roles.owner}`);
    expect(auditDetail(t, 'team', 'publishers need a second factor: yes')).toBe('wydawcy i właściciele muszą używać drugiego składnika');
    for (const detail of ['revoked the role of a@b.c', 'disabled a@b.c and ended their sign-ins', 'ended the sign-ins of a@b.c', 'set a one-time password for a@b.c', 'a@b.c changed their password']) {
      expect(auditDetail(t, 'team', detail)).not.toBe(detail);
    }
  });
});
