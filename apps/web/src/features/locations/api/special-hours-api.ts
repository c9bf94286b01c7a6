import type { HalList, SpecialHours, SpecialHoursCreate, SpecialHoursPatch } from '@repute/domain';
import { SPECIAL_HOURS_PAGE_SIZE } from '@repute/domain/special-hours';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { embedded } from '../../../shared/api/hal';

export const specialHoursKeys = {
  all: ['special_hours'] as const,
  upcoming: (locationId: number, today: string) => ['special_hours', locationId, today] as const,
};

/** GET /special_hours from today on, start_date asc, 250 a page (spec 001 §7). */
export function fetchUpcomingSpecialHours(accountId: number, locationId: number, today: string) {
  return api
    .get<HalList<'special_hours', SpecialHours>>('/special_hours', {
      account_id: accountId,
      location_id: locationId,
      start_date: today,
      'sort[by]': 'start_date',
      'sort[order]': 'asc',
      per_page: SPECIAL_HOURS_PAGE_SIZE,
    })
    .then((list) => embedded(list, 'special_hours'));
}

export function useUpcomingSpecialHours(accountId: number, locationId: number, today: string, enabled = true) {
  return useQuery({
    queryKey: specialHoursKeys.upcoming(locationId, today),
    queryFn: () => fetchUpcomingSpecialHours(accountId, locationId, today),
    enabled: enabled && accountId > 0 && locationId > 0,
  });
}

export const specialHoursCalls = {
  create: (body: SpecialHoursCreate) => api.post<SpecialHours>('/special_hours', body),
  patch: (id: number, body: SpecialHoursPatch) => api.patch<SpecialHours>(`/special_hours/${id}`, body),
  remove: (id: number, accountId: number) =>
    api.request<SpecialHours>({
      method: 'DELETE',
      path: `/special_hours/${id}`,
      query: { account_id: accountId },
    }),
};
