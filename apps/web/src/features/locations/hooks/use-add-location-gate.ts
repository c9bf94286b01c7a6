import { LOCATION_MESSAGES } from '@repute/domain/locations';
import { can } from '@repute/domain/permissions';
import { useAuth } from '../../../shared/auth/use-auth';
import { useAccountSettings } from '../../../shared/session/session-queries';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { useLocationPreview } from '../api/location-extras-api';
import { addLocationBlock } from '../location-rules';

/**
 * Whether this user may add a location, and what stops them now (spec 001 §6): the location create
 * permission, the prevent_location_additions setting and the trial's limit (known to those who may read billing).
 */
export function useAddLocationGate() {
  const auth = useAuth();
  const permissions = auth?.permissions ?? {};
  const may = useMayCallOf();
  const settings = useAccountSettings();
  const canCreate = may('POST /locations');
  const preview = useLocationPreview(
    auth?.account_id ?? 0,
    canCreate && may('GET /billing/:accountId/location_preview'),
  );
  const block = addLocationBlock({
    preventAdditions: settings.data?.prevent_location_additions === true,
    preview: preview.data,
  });
  return {
    canCreate,
    block,
    /** What stops them is not known yet: a click now would open the form the answer may refuse. */
    deciding: settings.isLoading || preview.isLoading,
    trialLimit: preview.data?.trial_location_limit ?? null,
    canUpgrade: can(permissions, 'billing', 'update'),
    preventedText: LOCATION_MESSAGES.additionsPrevented,
  };
}
