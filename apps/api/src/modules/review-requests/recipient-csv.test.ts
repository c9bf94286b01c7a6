import { describe, expect, it } from 'vitest';
import { parseRecipientCsv } from './recipient-csv';

describe('a recipient CSV', () => {
  it('keeps the rows a channel can ask and names the others with their row and why', () => {
    const csv = '\uFEFFName,Email,Phone\nAda,ada@example.com,\nBob,not-an-email,555-123-4567\n\nCy,,\n';
    const parsed = parseRecipientCsv(csv, 'email');
    expect(parsed.valid).toMatchObject([{ name: 'Ada', email: 'ada@example.com' }]);
    expect(parsed.failed).toEqual([
      {
        row: 3,
        name: 'Bob',
        email: 'not-an-email',
        phone: '555-123-4567',
        sms_consent: '',
        time_zone: '',
        error: 'E-mail is not valid',
      },
      { row: 4, name: 'Cy', email: '', phone: '', sms_consent: '', time_zone: '', error: 'E-mail is required' },
    ]);
  });
  it('reads the columns in any order and case, and checks phones, consent and time zones for SMS', () => {
    const csv =
      'PHONE,name,SMS_Consent,time_zone\n(555) 123-4567,Ada,yes,America/Denver\n12345,Bob,yes,\n5551234568,Cy,,\n5551234569,Di,y,Nowhere\n';
    const parsed = parseRecipientCsv(csv, 'sms');
    expect(parsed.valid).toEqual([
      { name: 'Ada', phone: '(555) 123-4567', sms_consent: true, time_zone: 'America/Denver' },
    ]);
    expect(parsed.failed.map(({ row, name, error }) => ({ row, name, error }))).toEqual([
      { row: 3, name: 'Bob', error: 'Phone must be 10 digits' },
      { row: 4, name: 'Cy', error: 'SMS consent is required' },
      { row: 5, name: 'Di', error: 'Time zone is not valid' },
    ]);
  });
});
