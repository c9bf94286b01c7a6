import { renderMail } from '../../platform/mail/render';
import type { Brand } from '../../platform/mail/templates';
import type { MailMessage } from '../../platform/mail/transport';

export type ReportLine = { name: string; posted: boolean; error: string | null };

/** The report a bulk Google post e-mails when every location has its result (spec 001 §8). */
export function googlePostReportMail(to: string, lines: ReportLine[], brand: Brand): Promise<MailMessage> {
  const posted = lines.filter((line) => line.posted).length;
  return renderMail(
    {
      to,
      subject: `Your Google post report: ${posted} of ${lines.length} locations posted`,
      heading: 'Your Google post is complete',
      blocks: [
        { paragraph: `Your Google post was published at ${posted} of ${lines.length} locations.` },
        {
          items: lines.map((line) =>
            line.posted ? `${line.name}: Posted` : `${line.name}: Failed (${line.error ?? 'unknown error'})`,
          ),
        },
      ],
    },
    brand,
  );
}
