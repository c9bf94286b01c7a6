import { ISSUE_MESSAGES, type Issue } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import type { LocationsService } from '../locations';

export type IssuesQuery = {
  account_id?: number;
  location_id?: number;
  resource_type?: string;
  resource_id?: number;
  include_muted?: boolean;
};

/**
 * Location issues of spec 001 §3: a location without a Google Place ID, or one sharing it with another
 * location. Computed from the locations on each call, so they clear themselves once fixed.
 */
export function createIssuesService(locations: Pick<LocationsService, 'placeIds'>) {
  return {
    async list(caller: Caller, query: IssuesQuery): Promise<Issue[]> {
      const accountId = await accountInScope(caller, query.account_id);
      if (query.resource_type !== undefined && query.resource_type !== 'location') return [];
      const rows = await locations.placeIds(accountId, query.location_id ?? query.resource_id);
      return rows.flatMap((row): Issue[] => {
        if (row.issuesMuted && !query.include_muted) return [];
        const status = !row.googlePlaceId ? 'missing_place_id' : row.sharedPlaceId ? 'conflicting_place_id' : undefined;
        if (!status) return [];
        return [
          {
            id: `${status}-${row.id}`,
            account_id: accountId,
            resource_type: 'location',
            resource_id: row.id,
            status,
            message: ISSUE_MESSAGES[status],
            muted: row.issuesMuted,
          },
        ];
      });
    },
  };
}

export type IssuesService = ReturnType<typeof createIssuesService>;
