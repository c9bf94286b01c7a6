import { describe, expect, it } from 'vitest';
import { parseRecipientCsv } from './recipient-csv';

describe('a recipient CSV', () => {
  it('keeps the rows a channel can ask and names the others with their row and why', () => {
    const csv = '\uFEFFName,Email,Phone\nAda,ada@example.com,\nBob,not-an-email,555-123-4567\n\nCy,,\n';
    expect(parseRecipientCsv(csv, 'email')).toEqual({
      valid: [{ name: 'Ada', email: 'ada@example.com', phone: '' }],
      failed: [
        { row: 3, name: 'Bob', email: 'not-an-email', phone: '555-123-4567', error: 'E-mail is not valid' },
        { row: 4, name: 'Cy', email: '', phone: '', error: 'E-mail is required' },
      ],
    });
  });
  it('reads the columns in any order and case, and checks phones for SMS', () => {
    const csv = 'PHONE,name\n(555) 123-4567,Ada\n12345,Bob\n';
    const parsed = parseRecipientCsv(csv, 'sms');
    expect(parsed.valid).toEqual([{ name: 'Ada', email: '', phone: '(555) 123-4567' }]);
    expect(parsed.failed).toEqual([
      { row: 3, name: 'Bob', email: '', phone: '12345', error: 'Phone must be 10 digits' },
    ]);
  });
});
