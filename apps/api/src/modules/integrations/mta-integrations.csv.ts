import { type ChildAccountIntegrations, type ChildIntegration, childIntegrationsQuerySchema } from '@repute/domain';
import { type CsvExport, defineCsv, pagedBatches } from '../exports';
import type { PartnerTools } from './partner-tools.service';

type Row = { account: ChildAccountIntegrations; integration: ChildIntegration };

/** Child accounts are few per page: each brings its whole catalogue (a row per integration). */
const CHILDREN_PER_BATCH = 50;

/**
 * Spec 000 §7 mta_integrations (decision 0144): the partner's Child integrations as a CSV, a line per child account
 * and integration, in the list's order; another account's children are never in it (the list's own scope).
 */
export function mtaIntegrationsCsv(partnerTools: Pick<PartnerTools, 'list'>): CsvExport {
  return defineCsv({
    permission: ['child_integration', 'read'],
    filters: childIntegrationsQuerySchema,
    open: (caller, filters) =>
      pagedBatches(CHILDREN_PER_BATCH, async (page, perPage) => {
        const { rows } = await partnerTools.list(caller, { ...filters, page, per_page: perPage });
        return rows;
      }).then((batches) =>
        (async function* perIntegration() {
          for await (const accounts of batches) {
            yield accounts.flatMap((account) => account.integrations.map((integration) => ({ account, integration })));
          }
        })(),
      ),
    columns: [
      { header: 'account_id', value: ({ account }: Row) => account.account_id },
      { header: 'account_name', value: ({ account }) => account.account_name },
      { header: 'integration', value: ({ integration }) => integration.name },
      { header: 'integration_type', value: ({ integration }) => integration.integration_type },
      { header: 'state', value: ({ integration }) => integration.state },
      { header: 'setup_step', value: ({ integration }) => integration.setup_step ?? '' },
      { header: 'expires_at', value: ({ integration }) => integration.expires_at ?? '' },
      { header: 'days_until_expires', value: ({ integration }) => integration.daysUntilExpires ?? '' },
    ],
  });
}
