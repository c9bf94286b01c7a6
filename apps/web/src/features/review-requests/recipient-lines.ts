import type { RecipientInput, RequestType } from '@repute/domain';

/**
 * Typed recipients, one a line: "Name, address" (or just the address). The address is an e-mail for e-mail
 * requests and a phone number for SMS, with the consent to texts the sender ticked (decision 0090); the server
 * checks each.
 */
export function recipientsFromLines(text: string, requestType: RequestType, smsConsent = false): RecipientInput[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const comma = line.lastIndexOf(',');
      const name = comma === -1 ? '' : line.slice(0, comma).trim();
      const address = (comma === -1 ? line : line.slice(comma + 1)).trim();
      return requestType === 'email' ? { name, email: address } : { name, phone: address, sms_consent: smsConsent };
    });
}
