import { DIFF_MESSAGES } from '@repute/domain/listings';
import { can } from '@repute/domain/permissions';
import { useEffect, useRef } from 'react';
import { useAuth } from '../../../shared/auth/use-auth';
import { useAccountSettings } from '../../../shared/session/session-queries';
import { toast } from '../../../shared/ui/toast';
import { useListingEligibility } from '../api/location-extras-api';
import { LOCATION_TEXT, TOAST_MS } from '../messages';
import { useErrorToast } from './use-error-toast';

/**
 * Spec 001 §8 "Auto Sync info": opening the form of a location whose listing is not published (for a reason
 * other than a missing integration or location) tells users with integration read that changes will be queued.
 */
export function useAutoSyncNotice(locationId: number, editing: boolean): void {
  const auth = useAuth();
  const settings = useAccountSettings();
  const allowed =
    editing && can(auth?.permissions ?? {}, 'integration', 'read') && settings.data?.local_listings === true;
  const eligibility = useListingEligibility(auth?.account_id ?? 0, locationId, allowed);
  useErrorToast(eligibility.error, LOCATION_TEXT.loadLocationInformation);
  const shownFor = useRef<number | null>(null);
  useEffect(() => {
    if (!editing) shownFor.current = null;
    const data = eligibility.data;
    if (!allowed || !data || shownFor.current === locationId) return;
    const missing = data.status_reason === DIFF_MESSAGES.noIntegration || data.status_reason === DIFF_MESSAGES.notFound;
    if (data.status !== 'published' && !missing) {
      shownFor.current = locationId;
      toast.info(LOCATION_TEXT.autoSyncNotice, { duration: TOAST_MS.long });
    }
  }, [allowed, editing, eligibility.data, locationId]);
}
