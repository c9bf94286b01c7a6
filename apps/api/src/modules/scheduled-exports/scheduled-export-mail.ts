import { type DateRange, dateRangeLabel } from '@repute/domain';
import type { Brand } from '../../platform/mail/brand';
import { type MailBlock, renderMail, type Unsubscribe } from '../../platform/mail/render';
import type { ScheduledExportRow } from './scheduled-exports.repo';

export type ScheduledExportContent = {
  row: Pick<ScheduledExportRow, 'displayName' | 'emailSubject' | 'emailBody'>;
  range: DateRange;
  rows: number;
  /** The CSV when it is small enough to attach; otherwise the message links to it. */
  csv: { filename: string; bytes: Buffer } | undefined;
  /** A file that goes with the CSV (a visual report's PDF, decision 0140). */
  companion?: { filename: string; contentType: string; bytes: Buffer } | undefined;
  reportUrl: string;
};

/**
 * Whom the message is for. A user of the account opens a file too large to attach from the report, signed in. A
 * recipient outside the account (decision 0129) has no login: the message always links the run's file (signed,
 * until the day it expires), says why they get it, and comes from the business, not from the product.
 */
export type ScheduledExportAudience =
  | { outside: false }
  | { outside: true; business: string; download: { url: string; until: string } };

const attachment = (file: { filename: string; contentType: string; bytes: Buffer }) => ({
  filename: file.filename,
  contentType: file.contentType,
  content: file.bytes.toString('base64'),
  encoding: 'base64' as const,
});

const rowsText = (rows: number) => `${rows} ${rows === 1 ? 'row' : 'rows'}`;

function fileBlocks(
  { csv, companion, reportUrl }: ScheduledExportContent,
  audience: ScheduledExportAudience,
): MailBlock[] {
  const attached: MailBlock[] = [
    ...(companion ? [{ paragraph: 'The report is attached as a PDF.' }] : []),
    ...(csv ? [{ paragraph: 'The CSV file is attached.' }] : []),
  ];
  if (!audience.outside) {
    return csv
      ? attached
      : [...attached, { button: { label: 'The file is too large to attach. Download it here', url: reportUrl } }];
  }
  return [
    ...attached,
    {
      button: {
        label: `Download the file (the link works until ${audience.download.until})`,
        url: audience.download.url,
      },
    },
  ];
}

/**
 * One recipient's e-mail of a scheduled export: its subject and body as the user wrote them, what the file holds,
 * the file attached or linked, and the recipient's own unsubscribe link (nobody asked for this message the day it
 * is sent, so it carries one).
 */
export function scheduledExportMail(
  to: string,
  content: ScheduledExportContent,
  { brand, unsubscribe, audience }: { brand: Brand; unsubscribe: Unsubscribe; audience: ScheduledExportAudience },
) {
  const { row, range, rows, csv, companion } = content;
  const blocks: MailBlock[] = [
    ...(row.emailBody ? [{ paragraph: row.emailBody }] : []),
    { paragraph: `${row.displayName}, ${dateRangeLabel(range)}: ${rowsText(rows)}.` },
    ...fileBlocks(content, audience),
    ...(audience.outside ? [{ paragraph: `${audience.business} sends this scheduled export to ${to}.` }] : []),
  ];
  return renderMail(
    {
      to,
      subject: row.emailSubject,
      heading: row.displayName,
      blocks,
      unsubscribe,
      // The business speaks to someone outside it: its name is the sender and the signature (decision 0117).
      ...(audience.outside ? { sender: { name: audience.business, postalAddress: '' } } : {}),
      attachments: [
        ...(companion ? [attachment(companion)] : []),
        ...(csv ? [attachment({ ...csv, contentType: 'text/csv' })] : []),
      ],
    },
    brand,
  );
}
