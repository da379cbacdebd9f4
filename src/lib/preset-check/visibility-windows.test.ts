import { describe, expect, it } from 'vitest';
import { checkVisibilityWindows } from './visibility-windows';

const screens = (blocks: unknown[]) => ({ home: { blocks } });

describe('visibility windows check', () => {
  it('accepts a window in order, an open end and blocks without one', () => {
    const findings = checkVisibilityWindows({
      general: { 'GENERAL.lang': 'cs_CZ' },
      sections: { GENERAL: { time_zone: 'Europe/Prague' } },
      screens: screens([
        { type: 'banner', visible_from: '2026-12-01T09:00', visible_until: '2026-12-24T18:00' },
        { type: 'text', visible_until: '2027-01-01T00:00' },
        { type: 'text' },
      ]),
    });
    expect(findings).toEqual([]);
  });

  it('reports a reversed or empty window, a date that does not exist (nested too) and an unknown zone', () => {
    const findings = checkVisibilityWindows({
      general: {},
      sections: { GENERAL: { time_zone: 'Europe/Atlantis' } },
      screens: screens([
        { type: 'banner', visible_from: '2026-12-24T18:00', visible_until: '2026-12-01T09:00' },
        { type: 'banner', visible_from: '2026-12-01T09:00', visible_until: '2026-12-01T09:00' },
        { type: 'group', children: [{ type: 'text', visible_from: '2026-02-30T10:00' }] },
      ]),
    });
    expect(findings.map((f) => [f.severity, f.pointer])).toEqual([
      ['error', '/sections/GENERAL/time_zone'],
      ['error', '/screens/home/blocks/0/visible_until'],
      ['error', '/screens/home/blocks/1/visible_until'],
      ['error', '/screens/home/blocks/2/children/0/visible_from'],
    ]);
    expect(findings[1]!.message).toContain('is not after visible_from');
    expect(findings[3]!.message).toContain('is not a date and time that exists');
  });
});
