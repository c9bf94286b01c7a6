import { type DateRange, dateRangeLabel } from '@repute/domain';
import type { Brand } from '../../platform/mail/brand';
import { type MailBlock, renderMail, type Unsubscribe } from '../../platform/mail/render';
import type { ScheduledExportRow } from './scheduled-exports.repo';

export type ScheduledExportContent = {
  row: Pick<ScheduledExportRow, 'displayName' | 'emailSubject' | 'emailBody'>;
  range: DateRange;
  rows: number;
  /** The CSV when it is small enough to attach; otherwise the message links to the report. */
  csv: { filename: string; bytes: Buffer } | undefined;
  reportUrl: string;
};

/**
 * One recipient's e-mail of a scheduled export: its subject and body as the user wrote them, what the file holds,
 * the file attached or the report linked, and the recipient's own unsubscribe link (nobody asked for this message
 * the day it is sent, so it carries one).
 */
export function scheduledExportMail(
  to: string,
  { row, range, rows, csv, reportUrl }: ScheduledExportContent,
  { brand, unsubscribe }: { brand: Brand; unsubscribe: Unsubscribe },
) {
  const blocks: MailBlock[] = [
    ...(row.emailBody ? [{ paragraph: row.emailBody }] : []),
    { paragraph: `${row.displayName}, ${dateRangeLabel(range)}: ${rows} ${rows === 1 ? 'row' : 'rows'}.` },
    csv
      ? { paragraph: 'The CSV file is attached.' }
      : { button: { label: 'The file is too large to attach. Download it here', url: reportUrl } },
  ];
  return renderMail(
    {
      to,
      subject: row.emailSubject,
      heading: row.displayName,
      blocks,
      unsubscribe,
      attachments: csv && [
        { filename: csv.filename, contentType: 'text/csv', content: csv.bytes.toString('base64'), encoding: 'base64' },
      ],
    },
    brand,
  );
}
