import { getLocationLandingPages } from '@repute/domain/contracts/microsurveys';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { requestKeys } from '../../review-requests';

/** The Landing Pages tab's links (decision 0079); under the Ask tool's keys, so a microsurvey change refreshes it. */
export function useLocationLandingPages(locationId: number) {
  return useQuery({
    queryKey: requestKeys.landingPages(locationId),
    queryFn: () => callEndpoint(getLocationLandingPages, { params: { id: locationId } }),
    enabled: locationId > 0,
  });
}
