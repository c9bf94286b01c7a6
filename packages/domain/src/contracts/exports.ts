import { z } from 'zod';
import { exportFileRequestSchema, exportFileSchema } from '../exports';
import { halLinksSchema } from '../hal';
import { idSchema } from '../whole-numbers';
import { endpoint } from './endpoint';
import { idParams } from './params';

/*
 * Spec 000 §7 "Exports": export files built in the background, and the direct CSV downloads. The downloads answer
 * a CSV stream, which no JSON schema describes: their contracts declare no response.
 */

const tags = ['exports'];

export const exportFileItemSchema = exportFileSchema.extend({ _links: halLinksSchema });

/** Filters as the URL has them; each resource's own list schema reads them (400 on a bad one). */
const csvQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** Starts building a file; the same export already in flight answers 200 with that file (decision 0111). */
export const requestExportFile = endpoint({
  method: 'POST',
  path: '/export_files/:accountId',
  params: z.object({ accountId: idSchema }),
  body: exportFileRequestSchema,
  responses: { 200: exportFileItemSchema, 201: exportFileItemSchema },
  tags,
});

export const getExportFile = endpoint({
  method: 'GET',
  path: '/export_files/:id',
  params: idParams,
  responses: { 200: exportFileItemSchema },
  tags,
});

/** The file's bytes, as a CSV attachment. */
export const getExportFileData = endpoint({
  method: 'GET',
  path: '/fetch-export-file/:id/file-data',
  params: idParams,
  responses: {},
  tags,
});

export const downloadReviewsCsv = endpoint({
  method: 'GET',
  path: '/export/csv/reviews',
  query: csvQuery,
  responses: {},
  tags,
});

export const downloadGroupMetricsCsv = endpoint({
  method: 'GET',
  path: '/export/csv/group_metrics',
  query: csvQuery,
  responses: {},
  tags,
});

export const downloadLocationMetricsCsv = endpoint({
  method: 'GET',
  path: '/export/csv/location_metrics',
  query: csvQuery,
  responses: {},
  tags,
});

/** Not among spec 000 §7's direct downloads: the summaries screen's download, the same CSV as the export file. */
export const downloadMicrosurveyResponsesCsv = endpoint({
  method: 'GET',
  path: '/export/csv/microsurvey_responses',
  query: csvQuery,
  responses: {},
  tags,
});
