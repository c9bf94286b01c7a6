import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('Intl formatters kept once', () => {
  it('gives the same formatter for the same locale and options, and another for another zone', () => {
    const newYork = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' });
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' })).toBe(newYork);
    const tokyo = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Asia/Tokyo' });
    expect(tokyo).not.toBe(newYork);
    const instant = new Date('2026-11-24T20:00:00Z');
    expect(newYork.format(instant)).toBe('Nov 24, 2026');
    expect(tokyo.format(instant)).toBe('Nov 25, 2026');
  });

  it('keeps number formats apart by their options', () => {
    expect(numberFormat('en-US')).toBe(numberFormat('en-US'));
    expect(numberFormat('en-US').format(7321)).toBe('7,321');
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' }).format(12.5)).toBe('$12.50');
  });

  it('does not keep a formatter for a zone that does not exist', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });
});
