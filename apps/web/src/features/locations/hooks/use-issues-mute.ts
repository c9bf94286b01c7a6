import type { Location } from '@repute/domain';
import { patchLocation } from '@repute/domain/contracts/locations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { useAuth } from '../../../shared/auth/use-auth';
import { locationKeys } from '../../../shared/entities/locations/location-keys';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { toast } from '../../../shared/ui/toast';
import { extraKeys, useLocationIssues } from '../api/location-extras-api';
import { LOCATION_TEXT } from '../messages';
import { useErrorToast } from './use-error-toast';

/**
 * The location's issues (issue read needed, spec 001 §6) and the Mute/Unmute issues button, which needs
 * location update and is offered while the location has issues.
 */
export function useIssuesMute(location: Location | undefined) {
  const auth = useAuth();
  const may = useMayCallOf();
  const locationId = location?.id ?? 0;
  const issues = useLocationIssues(auth?.account_id ?? 0, locationId, may('GET /issues'));
  useErrorToast(issues.error, LOCATION_TEXT.issues);
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (muted: boolean) =>
      callEndpoint(patchLocation, { params: { id: locationId }, body: { issues_muted: muted } }),
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(locationKeys.detail(saved.id), saved);
      toast.success(saved.issues_muted ? 'Issues muted for this location' : 'Issues unmuted for this location');
      return queryClient.invalidateQueries({ queryKey: extraKeys.issues(saved.id) });
    },
    onError: (error) => toast.alert(errorText(error) ?? LOCATION_TEXT.retrieveData),
  });
  const list = issues.data ?? [];
  const muted = location?.issues_muted ?? false;
  const offered = Boolean(location) && may('PATCH /locations/:id') && list.length > 0;
  return {
    list,
    control: offered ? { muted, pending: toggle.isPending, onToggle: () => toggle.mutate(!muted) } : null,
  };
}
