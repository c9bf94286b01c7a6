import { describe, expect, it } from 'vitest';
import { accountSettingsMap, DEFAULT_ACCOUNT_SETTINGS, parseAccountSettingValue } from './account-settings';
import { daysLeftInTrial } from './accounts';
import { profileInitials } from './users';

describe('account settings', () => {
  it("turns 'true' and 'false' into booleans and keeps other values", () => {
    expect(parseAccountSettingValue('true')).toBe(true);
    expect(parseAccountSettingValue('false')).toBe(false);
    expect(parseAccountSettingValue('TRUE')).toBe('TRUE');
    expect(
      accountSettingsMap([
        { code: 'insights', value: 'true' },
        { code: 'limit', value: '5' },
      ]),
    ).toEqual({
      insights: true,
      limit: '5',
    });
  });

  it('starts new accounts with the blocking switches off', () => {
    expect(DEFAULT_ACCOUNT_SETTINGS.prevent_location_additions).toBe('false');
    expect(DEFAULT_ACCOUNT_SETTINGS.trial_export).toBe('false');
    expect(DEFAULT_ACCOUNT_SETTINGS.insights).toBe('true');
    // Decision 0129: exports go outside the account only once an admin allows it.
    expect(DEFAULT_ACCOUNT_SETTINGS.scheduled_export_outside_recipients).toBe('false');
  });
});

describe('daysLeftInTrial', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('is -1 without a trial end', () => expect(daysLeftInTrial(null, now)).toBe(-1));
  it('counts started days up', () => expect(daysLeftInTrial(new Date('2026-03-11T12:00:00Z'), now)).toBe(10));
  it('counts a part day as a day', () => expect(daysLeftInTrial(new Date('2026-03-02T00:00:00Z'), now)).toBe(1));
  it('never goes below zero', () => expect(daysLeftInTrial(new Date('2026-02-01T00:00:00Z'), now)).toBe(0));
});

describe('profileInitials', () => {
  it('takes the first and last name', () => expect(profileInitials('Marcus  Chen')).toBe('MC'));
  it('takes one letter for one name', () => expect(profileInitials('cher')).toBe('C'));
  it('uses the last of several names', () => expect(profileInitials("Liam Patrick O'Connor")).toBe('LO'));
  it('is empty for an empty name', () => expect(profileInitials('  ')).toBe(''));
});
