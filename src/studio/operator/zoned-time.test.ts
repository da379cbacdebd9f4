import { describe, expect, it } from 'vitest';
import { zonedTimeToEpoch } from '@/lib/format/time-zone';
import { inZone, zonedToUtc } from './zoned-time';

describe('date-times in the channel time zone', () => {
  it('reads a datetime-local value as the zone wall time, summer and winter', () => {
    expect(zonedToUtc('2030-07-01T10:00', 'Europe/Prague')).toBe('2030-07-01T08:00:00.000Z');
    expect(zonedToUtc('2030-01-15T10:00', 'Europe/Prague')).toBe('2030-01-15T09:00:00.000Z');
    expect(zonedToUtc('2030-07-01T10:00', 'America/New_York')).toBe('2030-07-01T14:00:00.000Z');
    expect(zonedToUtc('2030-07-01T10:00', 'UTC')).toBe('2030-07-01T10:00:00.000Z');
  });

  it('crosses a clock change by the offset after it', () => {
    // Prague moves from +1 to +2 at 02:00 local on 31 March 2030.
    expect(zonedToUtc('2030-03-31T01:30', 'Europe/Prague')).toBe('2030-03-31T00:30:00.000Z');
    expect(zonedToUtc('2030-03-31T03:30', 'Europe/Prague')).toBe('2030-03-31T01:30:00.000Z');
  });

  it('refuses what is not a datetime-local value, and shows an instant with its zone', () => {
    expect(zonedToUtc('', 'Europe/Prague')).toBeNull();
    expect(zonedToUtc('1 July', 'Europe/Prague')).toBeNull();
    expect(inZone('2030-07-01T08:00:00.000Z', 'Europe/Prague')).toBe('1 Jul 2030, 10:00 Europe/Prague');
    // In the studio language's format.
    expect(inZone('2030-07-01T08:00:00.000Z', 'Europe/Prague', 'cs')).toMatch(/^1\. 7\. 2030 10:00 Europe\/Prague$/);
  });

  it('reads the wall times of a clock change as the portal and the service do', () => {
    for (const local of ['2027-03-28T02:30', '2027-10-31T02:30', '2027-10-31T01:30']) {
      expect(zonedToUtc(local, 'Europe/Prague')).toBe(new Date(zonedTimeToEpoch(local, 'Europe/Prague')!).toISOString());
    }
    expect(zonedToUtc('2027-03-28T02:30', 'Europe/Prague')).toBe('2027-03-28T01:30:00.000Z');
  });
});
