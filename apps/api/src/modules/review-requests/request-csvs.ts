import { PassThrough, type Readable } from 'node:stream';
import { RECIPIENT_CSV_COLUMNS } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { type CsvCell, csvCell, writeCsvRows } from '../exports';
import type { CampaignsService } from './campaigns.service';
import type { MicrosurveysService } from './microsurveys.service';

export type CsvFile = { body: Readable; fileName: string };

/** A small CSV (cells neutralised against formulas) as a stream, through the exports module's writer. */
function csvFile(fileName: string, headers: string[], rows: CsvCell[][]): CsvFile {
  const body = new PassThrough();
  const batch = rows.map((row) => row.map(csvCell));
  writeCsvRows(
    headers,
    (async function* one() {
      yield batch;
    })(),
    body,
  ).catch((error: Error) => body.destroy(error));
  return { body, fileName };
}

/**
 * The ask tool's direct CSVs (spec 000 §7): campaigns, do_not_contact, recipient_template, failed_upload_recipients,
 * microsurvey_custom_attributes.
 */
export function createRequestCsvs(
  campaigns: CampaignsService,
  microsurveys: Pick<MicrosurveysService, 'list'>,
  publicUrl: string,
) {
  return {
    /** Each microsurvey's set-up (decision 0091): at most five, so one page. */
    async microsurveyCustomAttributes(caller: Caller): Promise<CsvFile> {
      const { rows } = await microsurveys.list(caller, { page: 1, per_page: 25 });
      return csvFile(
        'microsurvey_custom_attributes.csv',
        [
          'id',
          'name',
          'location_id',
          'location_name',
          'selector_type',
          'question',
          'follow_up_question',
          'normalize_star_rating',
          'url',
          'responses',
        ],
        rows.map((row) => [
          row.id,
          row.name,
          row.location_id,
          row.location_name,
          row.selector_type,
          row.question,
          row.follow_up_question,
          String(row.normalize_star_rating),
          `${publicUrl}/m/${row.token}`,
          row.responses,
        ]),
      );
    },
    recipientTemplate: (): CsvFile => csvFile('recipient_template.csv', [...RECIPIENT_CSV_COLUMNS], []),
    async campaigns(caller: Caller): Promise<CsvFile> {
      const { rows } = await campaigns.list(caller, { page: 1, per_page: 500 });
      return csvFile(
        'campaigns.csv',
        [
          'Name',
          'Location',
          'Type',
          'Status',
          'Sent At',
          'Recipients',
          'Sent',
          'Delivered',
          'Opened',
          'Clicked',
          'Completed',
        ],
        rows.map((row) => [
          row.subject || row.header_text,
          row.location_name,
          row.request_type_id,
          row.status,
          row.sent_at ?? '',
          row.counts.recipients,
          row.counts.sent,
          row.counts.delivered,
          row.counts.opened,
          row.counts.clicked,
          row.counts.completed,
        ]),
      );
    },
    async doNotContact(caller: Caller): Promise<CsvFile> {
      const rows = await campaigns.doNotContact(caller);
      return csvFile(
        'do_not_contact.csv',
        ['Contact', 'Reason', 'Added At'],
        rows.map((row) => [row.contact, row.reason, row.createdAt.toISOString()]),
      );
    },
    async failedUploadRecipients(caller: Caller, uploadId: string): Promise<CsvFile> {
      const rows = await campaigns.failedUploadRows(caller, uploadId);
      return csvFile(
        'failed_upload_recipients.csv',
        ['row', ...RECIPIENT_CSV_COLUMNS, 'error'],
        rows.map((row) => [
          row.row,
          row.name,
          row.email,
          row.phone,
          row.sms_consent ?? '',
          row.time_zone ?? '',
          row.error,
        ]),
      );
    },
  };
}

export type RequestCsvs = ReturnType<typeof createRequestCsvs>;
