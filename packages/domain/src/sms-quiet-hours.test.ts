import { describe, expect, it } from 'vitest';
import { inSmsWindow, locationTimeZones, smsTimeZones, smsWindowOpensAt } from './sms-quiet-hours';

const at = (iso: string) => new Date(iso);

describe('SMS quiet hours (8 am to 9 pm where the recipient is)', () => {
  it('sends from 8:00 up to, not at, 21:00 on the wall clock of the zone', () => {
    // New York is UTC-5 in January.
    expect(inSmsWindow(['America/New_York'], at('2026-01-15T12:59:59Z'))).toBe(false);
    expect(inSmsWindow(['America/New_York'], at('2026-01-15T13:00:00Z'))).toBe(true);
    expect(inSmsWindow(['America/New_York'], at('2026-01-16T01:59:59Z'))).toBe(true);
    expect(inSmsWindow(['America/New_York'], at('2026-01-16T02:00:00Z'))).toBe(false);
  });

  it('holds a message until the window opens in the zone: the same morning, or the next one after 9 pm', () => {
    // 03:00 in Los Angeles (UTC-8): opens at 08:00 that day, 16:00 UTC.
    expect(smsWindowOpensAt(['America/Los_Angeles'], at('2026-01-15T11:00:00Z'))).toEqual(at('2026-01-15T16:00:00Z'));
    // 22:30 in Tokyo (UTC+9, no daylight saving): opens at 08:00 the next day, 23:00 UTC.
    expect(smsWindowOpensAt(['Asia/Tokyo'], at('2026-01-15T13:30:00Z'))).toEqual(at('2026-01-15T23:00:00Z'));
    // Inside the window: now.
    const noon = at('2026-01-15T17:00:00Z');
    expect(smsWindowOpensAt(['America/Chicago'], noon)).toEqual(noon);
  });

  it('follows daylight saving: 8 am is 12:00 UTC in a New York summer, 13:00 UTC in winter', () => {
    expect(smsWindowOpensAt(['America/New_York'], at('2026-07-01T05:00:00Z'))).toEqual(at('2026-07-01T12:00:00Z'));
    expect(smsWindowOpensAt(['America/New_York'], at('2026-12-01T05:00:00Z'))).toEqual(at('2026-12-01T13:00:00Z'));
    // The night the clocks go forward (8 March 2026): 8 am that morning is already daylight time.
    expect(smsWindowOpensAt(['America/New_York'], at('2026-03-08T06:00:00Z'))).toEqual(at('2026-03-08T12:00:00Z'));
  });

  it('with several possible zones, sends only when it is 8 am to 9 pm in every one of them', () => {
    const texas = ['America/Chicago', 'America/Denver'];
    // 07:30 in Denver is 08:30 in Chicago: not yet, Denver is still early.
    expect(inSmsWindow(texas, at('2026-01-15T14:30:00Z'))).toBe(false);
    expect(smsWindowOpensAt(texas, at('2026-01-15T14:30:00Z'))).toEqual(at('2026-01-15T15:00:00Z'));
    // 20:30 in Chicago is 19:30 in Denver; at 21:00 Chicago closes though Denver is open.
    expect(inSmsWindow(texas, at('2026-01-16T02:30:00Z'))).toBe(true);
    expect(inSmsWindow(texas, at('2026-01-16T03:00:00Z'))).toBe(false);
    expect(smsWindowOpensAt(texas, at('2026-01-16T03:00:00Z'))).toEqual(at('2026-01-16T15:00:00Z'));
  });

  it('uses zones with half-hour offsets as they are', () => {
    // Kolkata is UTC+5:30: 8 am is 02:30 UTC.
    expect(smsWindowOpensAt(['Asia/Kolkata'], at('2026-01-15T00:00:00Z'))).toEqual(at('2026-01-15T02:30:00Z'));
  });
});

describe('whose time zone', () => {
  const location = { stateCode: 'TX', country: 'United States' };
  it("is the recipient's own when known", () => {
    expect(smsTimeZones('Europe/Paris', location, 'America/New_York')).toEqual(['Europe/Paris']);
  });
  it("is the location's otherwise: every zone of its US state", () => {
    expect(smsTimeZones(null, location, 'America/New_York')).toEqual(['America/Chicago', 'America/Denver']);
    expect(smsTimeZones('Not/AZone', { stateCode: 'wa', country: 'United States' }, 'UTC')).toEqual([
      'America/Los_Angeles',
    ]);
  });
  it("is the account's for a location outside the United States or without a state", () => {
    expect(locationTimeZones({ stateCode: 'ON', country: 'Canada' })).toEqual([]);
    expect(smsTimeZones(null, { stateCode: null, country: 'United States' }, 'America/Phoenix')).toEqual([
      'America/Phoenix',
    ]);
  });
});
