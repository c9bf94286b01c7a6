import { type LocationPreview, NEW_LOCATION_MONTHLY_UNIT_CENTS, TRIAL_LOCATION_LIMIT } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import type { AccountsService } from '../accounts';

/** Billing previews (spec 001 §7 GET /billing/{accountId}/location_preview); prices in docs/decisions. */
export function createBillingService(accounts: Pick<AccountsService, 'get'>) {
  return {
    async locationPreview(caller: Caller, accountId: number, numAdded: number): Promise<LocationPreview> {
      const account = await accounts.get(caller, accountId);
      const trial = account.status === 'trial';
      return {
        new_location_monthly_unit_cents: NEW_LOCATION_MONTHLY_UNIT_CENTS,
        num_added_locations: numAdded,
        total_monthly_cents: NEW_LOCATION_MONTHLY_UNIT_CENTS * numAdded,
        trial_location_limit_reached: trial && account.total_locations + numAdded > TRIAL_LOCATION_LIMIT,
        trial_location_limit: trial ? TRIAL_LOCATION_LIMIT : null,
      };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
