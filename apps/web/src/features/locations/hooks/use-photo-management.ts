import type { Location } from '@repute/domain';
import { can } from '@repute/domain/permissions';
import { GOOGLE_MEDIA_SOURCE_ID, photoManagementAvailable } from '@repute/domain/photos';
import { useAuth } from '../../../shared/auth/use-auth';
import { useAccountSettings } from '../../../shared/session/session-queries';
import { useLocationOverrides } from '../api/overrides-api';

/**
 * Spec 001 §2 and §4: the Photo management section shows when local listings are available and the user may read
 * local_listing; it works while the listing is published, Google is enabled and the integration holds the location.
 */
export function usePhotoManagement(location: Location | undefined): { available: boolean } | null {
  const auth = useAuth();
  const settings = useAccountSettings();
  const shown = settings.data?.local_listings === true && can(auth?.permissions ?? {}, 'local_listing', 'read');
  const overrides = useLocationOverrides(auth?.account_id ?? 0, shown ? location?.id : undefined);
  if (!shown || !location) return null;
  const google = overrides.data?.find((override) => override.source_id === GOOGLE_MEDIA_SOURCE_ID);
  return {
    available: photoManagementAvailable({
      status: location.status,
      status_reason: location.status_reason,
      googleDirectoryEnabled: google?.enabled !== false,
    }),
  };
}
