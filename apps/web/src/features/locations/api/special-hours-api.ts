import type { SpecialHoursCreate, SpecialHoursPatch } from '@repute/domain';
import {
  createSpecialHours,
  deleteSpecialHours,
  listSpecialHours,
  patchSpecialHours,
} from '@repute/domain/contracts/special-hours';
import { SPECIAL_HOURS_PAGE_SIZE } from '@repute/domain/special-hours';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';

export const specialHoursKeys = {
  all: ['special_hours'] as const,
  upcoming: (locationId: number, today: string) => ['special_hours', locationId, today] as const,
};

/** GET /special_hours from today on, start_date asc, 250 a page (spec 001 §7). */
export async function fetchUpcomingSpecialHours(accountId: number, locationId: number, today: string) {
  const list = await callEndpoint(listSpecialHours, {
    query: {
      account_id: accountId,
      location_id: locationId,
      start_date: today,
      'sort[by]': 'start_date',
      'sort[order]': 'asc',
      per_page: SPECIAL_HOURS_PAGE_SIZE,
    },
  });
  return list._embedded.special_hours;
}

export function useUpcomingSpecialHours(accountId: number, locationId: number, today: string, enabled = true) {
  return useQuery({
    queryKey: specialHoursKeys.upcoming(locationId, today),
    queryFn: () => fetchUpcomingSpecialHours(accountId, locationId, today),
    enabled: enabled && accountId > 0 && locationId > 0,
  });
}

/** The location form's calls: one location's entries, so a create answers the entry (a bulk one answers a list). */
export const specialHoursCalls = {
  create: async (body: SpecialHoursCreate) => {
    const answer = await callEndpoint(createSpecialHours, { body });
    if ('_embedded' in answer) throw new Error('Expected one holiday hours entry, not a bulk answer');
    return answer;
  },
  patch: (id: number, body: SpecialHoursPatch) => callEndpoint(patchSpecialHours, { params: { id }, body }),
  remove: (id: number) => callEndpoint(deleteSpecialHours, { params: { id } }),
};
