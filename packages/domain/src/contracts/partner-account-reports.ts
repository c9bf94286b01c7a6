import { halListSchema } from '../hal';
import { partnerAccountReportQuerySchema, partnerAccountReportRowSchema } from '../partner-account-reports';
import { endpoint } from './endpoint';

/** /partner-account-reports (issue 30, decision 0141): one row per child account of the caller's parent account. */
export const listPartnerAccountReports = endpoint({
  method: 'GET',
  path: '/partner_account_reports',
  query: partnerAccountReportQuerySchema,
  responses: { 200: halListSchema('accounts', partnerAccountReportRowSchema) },
  tags: ['partner account reports'],
});
