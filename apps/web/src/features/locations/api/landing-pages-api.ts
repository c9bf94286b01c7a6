import type { LocationLandingPages } from '@repute/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { requestKeys } from '../../review-requests';

/** The Landing Pages tab's links (decision 0079); under the Ask tool's keys, so a microsurvey change refreshes it. */
export function useLocationLandingPages(locationId: number) {
  return useQuery({
    queryKey: requestKeys.landingPages(locationId),
    queryFn: () => api.get<LocationLandingPages>(`/locations/${locationId}/landing_pages`),
    enabled: locationId > 0,
  });
}
