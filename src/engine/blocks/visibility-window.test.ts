import { describe, expect, it } from 'vitest';
import { epochToZonedTime, zonedTimeToEpoch } from '@/lib/format/time-zone';
import { blockVisibleAt, nextWindowChange } from './visibility-window';

const at = (iso: string) => Date.parse(iso);
const campaign = { visible_from: '2026-12-01T09:00', visible_until: '2026-12-24T18:00' };

describe('visibility window', () => {
  it('reads the dates in the channel time zone: 09:00 in Prague (UTC+1) is 08:00 UTC', () => {
    expect(blockVisibleAt(campaign, at('2026-12-01T07:59:59.999Z'), 'Europe/Prague')).toBe(false);
    expect(blockVisibleAt(campaign, at('2026-12-01T08:00:00Z'), 'Europe/Prague')).toBe(true);
    // The same instant in London (UTC+0) is 08:00 there: not yet.
    expect(blockVisibleAt(campaign, at('2026-12-01T08:00:00Z'), 'Europe/London')).toBe(false);
    expect(blockVisibleAt(campaign, at('2026-12-01T09:00:00Z'), 'Europe/London')).toBe(true);
  });

  it('shows from visible_from inclusive until visible_until exclusive', () => {
    const zone = 'Europe/Prague';
    expect(blockVisibleAt(campaign, zonedTimeToEpoch('2026-12-01T09:00', zone)!, zone)).toBe(true);
    expect(blockVisibleAt(campaign, zonedTimeToEpoch('2026-12-24T18:00', zone)! - 1, zone)).toBe(true);
    expect(blockVisibleAt(campaign, zonedTimeToEpoch('2026-12-24T18:00', zone)!, zone)).toBe(false);
  });

  it('follows daylight saving: a summer date in Prague is UTC+2', () => {
    const summer = { visible_from: '2026-07-01T00:00' };
    expect(blockVisibleAt(summer, at('2026-06-30T21:59:59Z'), 'Europe/Prague')).toBe(false);
    expect(blockVisibleAt(summer, at('2026-06-30T22:00:00Z'), 'Europe/Prague')).toBe(true);
    expect(epochToZonedTime(at('2026-06-30T22:00:00Z'), 'Europe/Prague')).toBe('2026-07-01T00:00');
  });

  it('has open ends: only a start, only an end, or neither', () => {
    const now = at('2026-12-10T12:00:00Z');
    expect(blockVisibleAt({}, now, 'UTC')).toBe(true);
    expect(blockVisibleAt({ visible_from: '2026-12-10T12:00' }, now, 'UTC')).toBe(true);
    expect(blockVisibleAt({ visible_until: '2026-12-10T12:00' }, now, 'UTC')).toBe(false);
    expect(blockVisibleAt({ visible_until: '2026-12-10T12:01' }, now, 'UTC')).toBe(true);
  });

  it('hides a block whose window is broken: a date that does not exist, or reversed', () => {
    const now = at('2026-12-10T12:00:00Z');
    expect(blockVisibleAt({ visible_from: '2026-02-30T10:00' }, now, 'UTC')).toBe(false);
    expect(blockVisibleAt({ visible_until: 'soon' }, now, 'UTC')).toBe(false);
    expect(blockVisibleAt({ visible_from: '2026-12-31T00:00', visible_until: '2026-12-01T00:00' }, now, 'UTC')).toBe(false);
  });

  it('names the next change while the block is on screen', () => {
    const zone = 'Europe/Prague';
    expect(nextWindowChange(campaign, at('2026-11-30T00:00:00Z'), zone)).toBe(at('2026-12-01T08:00:00Z'));
    expect(nextWindowChange(campaign, at('2026-12-02T00:00:00Z'), zone)).toBe(at('2026-12-24T17:00:00Z'));
    expect(nextWindowChange(campaign, at('2026-12-25T00:00:00Z'), zone)).toBeUndefined();
  });
});
