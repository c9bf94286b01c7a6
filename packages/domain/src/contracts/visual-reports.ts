import { z } from 'zod';
import {
  VISUAL_REPORTS,
  visualReportPdfQuerySchema,
  visualReportQuerySchema,
  visualReportSchema,
} from '../visual-reports';
import { idSchema } from '../whole-numbers';
import { endpoint } from './endpoint';

/** /visual-reports (issue 30, decision 0140): a ready-made report's numbers, and the same report as a PDF. */

const tags = ['visual reports'];
const reportParams = z.object({ account_id: idSchema, report: z.enum(VISUAL_REPORTS) });

export const getVisualReport = endpoint({
  method: 'GET',
  path: '/visual_reports/:account_id/:report',
  params: reportParams,
  query: visualReportQuerySchema,
  responses: { 200: visualReportSchema },
  tags,
});

/** application/pdf, A4 or Letter, branded like the account's e-mails. */
export const downloadVisualReportPdf = endpoint({
  method: 'GET',
  path: '/visual_reports/:account_id/:report/pdf',
  params: reportParams,
  query: visualReportPdfQuerySchema,
  responses: {},
  tags,
});
