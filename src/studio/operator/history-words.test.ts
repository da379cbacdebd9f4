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
    expect(auditDetail(t, 'schedule', '2026-12-01T00:00:00Z to 2026-12-27T00:00:00Z')).toBe('od 2026-12-01T00:00:00Z do 2026-12-27T00:00:00Z');
    expect(auditDetail(t, 'rollback', 'Rollback to version 2')).toBe('Przywrócenie wersji 2');
  });
});
