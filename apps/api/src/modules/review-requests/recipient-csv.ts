import { consentFromCell, type RecipientInput, type RequestType, recipientProblem } from '@repute/domain';
import { parse } from 'csv-parse/sync';
import type { FailedRow } from './review-requests.repo';

export type ParsedRecipients = { valid: RecipientInput[]; failed: FailedRow[] };

const column = (record: Record<string, string>, name: string) =>
  (Object.entries(record).find(([key]) => key.trim().toLowerCase() === name)?.[1] ?? '').trim();

/**
 * A recipient CSV (the recipient template's columns name, email, phone, sms_consent, time_zone; headers in any
 * case and order) as the
 * recipients a channel can ask and the rows it cannot, each with its row number (the header is row 1) and why.
 */
export function parseRecipientCsv(text: string, requestType: RequestType): ParsedRecipients {
  const records: Record<string, string>[] = parse(text.replace(/^\uFEFF/, ''), {
    columns: true,
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
  });
  const valid: RecipientInput[] = [];
  const failed: FailedRow[] = [];
  records.forEach((record, index) => {
    const recipient = { name: column(record, 'name'), email: column(record, 'email'), phone: column(record, 'phone') };
    const smsConsent = column(record, 'sms_consent');
    const timeZone = column(record, 'time_zone');
    const input: RecipientInput = {
      name: recipient.name,
      email: recipient.email || undefined,
      phone: recipient.phone || undefined,
      sms_consent: consentFromCell(smsConsent),
      time_zone: timeZone || undefined,
    };
    const problem = recipientProblem(input, requestType);
    if (problem) {
      failed.push({ row: index + 2, ...recipient, sms_consent: smsConsent, time_zone: timeZone, error: problem });
    } else valid.push(input);
  });
  return { valid, failed };
}
