import { describe, expect, it } from 'vitest';
import { recipientsFromLines } from './recipient-lines';

describe('typed recipients', () => {
  it('reads "Name, address" or a bare address per line, as e-mail or phone by the request type', () => {
    expect(recipientsFromLines('Ada Lovelace, ada@example.com\n\n  bob@example.com  \n', 'email')).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.com' },
      { name: '', email: 'bob@example.com' },
    ]);
    expect(recipientsFromLines('Smith, Jo, (555) 123-4567', 'sms', true)).toEqual([
      { name: 'Smith, Jo', phone: '(555) 123-4567', sms_consent: true },
    ]);
  });
  it('records SMS consent only when the sender ticked that the people agreed to texts', () => {
    expect(recipientsFromLines('5551234567', 'sms')).toEqual([{ name: '', phone: '5551234567', sms_consent: false }]);
  });
});
