import { describe, expect, it } from 'vitest';
import { channelTimeZone, epochToZonedTime, isTimeZone, parseLocalDateTime, zonedTimeToEpoch } from './time-zone';

describe('channel time zone', () => {
  it('is GENERAL.time_zone when Intl knows it, else the channel language\'s', () => {
    expect(channelTimeZone('America/New_York', 'cs')).toBe('America/New_York');
    expect(channelTimeZone(undefined, 'cs')).toBe('Europe/Prague');
    expect(channelTimeZone('Mars/Olympus', 'en_GB')).toBe('Europe/London');
    expect(channelTimeZone(undefined, 'en')).toBe('UTC');
    expect(isTimeZone('Europe/Warsaw')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
  });

  it('parses only date-times that exist', () => {
    expect(parseLocalDateTime('2028-02-29T23:59:59')).not.toBeNull();
    expect(parseLocalDateTime('2026-02-29T10:00')).toBeNull();
    expect(parseLocalDateTime('2026-01-01T24:00')).toBeNull();
    expect(parseLocalDateTime('2026-01-01T10:00Z')).toBeNull();
    expect(parseLocalDateTime('2026-01-01')).toBeNull();
  });

  it('turns a wall time into its instant, across daylight saving (the gap resolves after it)', () => {
    expect(zonedTimeToEpoch('2026-01-15T12:00', 'Europe/Prague')).toBe(Date.parse('2026-01-15T11:00:00Z'));
    expect(zonedTimeToEpoch('2026-07-15T12:00', 'Europe/Prague')).toBe(Date.parse('2026-07-15T10:00:00Z'));
    expect(zonedTimeToEpoch('2026-03-29T03:00', 'Europe/Prague')).toBe(Date.parse('2026-03-29T01:00:00Z'));
    expect(zonedTimeToEpoch('2026-03-29T02:30', 'Europe/Prague')).toBe(Date.parse('2026-03-29T01:30:00Z'));
    expect(zonedTimeToEpoch('2026-06-01T00:00', 'UTC')).toBe(Date.parse('2026-06-01T00:00:00Z'));
  });

  it('has one answer for the wall times a clock change makes odd (a gap reads forward, a repeat is its later)', () => {
    // Prague: 02:00 -> 03:00 on 28 March 2027, 03:00 -> 02:00 on 31 October 2027.
    expect(zonedTimeToEpoch('2027-03-28T02:30', 'Europe/Prague')).toBe(Date.parse('2027-03-28T01:30:00Z'));
    expect(zonedTimeToEpoch('2027-10-31T02:30', 'Europe/Prague')).toBe(Date.parse('2027-10-31T01:30:00Z'));
    expect(zonedTimeToEpoch('2027-10-31T01:30', 'Europe/Prague')).toBe(Date.parse('2027-10-30T23:30:00Z'));
    expect(zonedTimeToEpoch('2027-10-31T03:00', 'Europe/Prague')).toBe(Date.parse('2027-10-31T02:00:00Z'));
    expect(zonedTimeToEpoch('2027-03-14T02:30', 'America/New_York')).toBe(Date.parse('2027-03-14T07:30:00Z'));
    expect(zonedTimeToEpoch('2027-03-14T02:30', 'Mars/Olympus')).toBeNull();
  });

  it('gives back the wall time of every instant around a clock change', () => {
    for (let minute = -180; minute <= 180; minute += 30) {
      const epoch = Date.parse('2027-10-31T01:00:00Z') + minute * 60_000;
      const wall = epochToZonedTime(epoch, 'Europe/Prague');
      expect(epochToZonedTime(zonedTimeToEpoch(wall, 'Europe/Prague')!, 'Europe/Prague')).toBe(wall);
    }
    expect(epochToZonedTime(Date.parse('2027-10-31T00:30:00Z'), 'Europe/Prague')).toBe('2027-10-31T02:30');
    expect(epochToZonedTime(Date.parse('2027-10-31T01:30:00Z'), 'Europe/Prague')).toBe('2027-10-31T02:30');
  });
});
