import type { Location } from '@repute/domain';
import { LOCATION_MESSAGES } from '@repute/domain/locations';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { useAuth } from '../../../shared/auth/use-auth';
import { useDeleteLocation } from '../../../shared/entities/locations/locations-api';
import { sessionQueries, useAccountSettings, useWhitelabel } from '../../../shared/session/session-queries';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { ACCOUNT_LOAD_ERROR_MESSAGE } from '../../../shared/ui/messages';
import { toast } from '../../../shared/ui/toast';
import { contactAdvice, deleteBlock, deleteOffer } from '../location-rules';
import { DELETE_STATE_RESET_MS, LOCATION_TEXT } from '../messages';
import { useErrorToast } from './use-error-toast';

const REFUSALS = ['last_location', 'location_deletions_prevented'];

/**
 * The Delete button's flow (spec 001 §2, §5, §6): offered with location delete; the last location and the
 * prevent_location_deletions setting open the contact-support modal; otherwise a confirmation, then DELETE.
 * After a failure the button shows it for 2 seconds.
 */
export function useDeleteLocationFlow(location: Location | undefined, onDeleted: (message: string) => void) {
  const auth = useAuth();
  const may = useMayCallOf();
  const settings = useAccountSettings();
  // total_locations changes with every add and delete: read it fresh on this page.
  const account = useQuery({
    ...sessionQueries.account({ account_id: auth?.account_id ?? 0, user_id: auth?.user_id ?? 0 }),
    enabled: Boolean(auth),
    refetchOnMount: 'always',
  });
  useErrorToast(account.error, ACCOUNT_LOAD_ERROR_MESSAGE);
  const whitelabel = useWhitelabel();
  const remove = useDeleteLocation();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!failed) return;
    const timer = window.setTimeout(() => setFailed(false), DELETE_STATE_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [failed]);

  const start = () => {
    const block = deleteBlock({
      preventDeletions: settings.data?.prevent_location_deletions === true,
      totalLocations: account.data?.total_locations,
    });
    if (block === 'last_location') setRefusal(LOCATION_MESSAGES.lastLocation);
    else if (block === 'prevented') setRefusal(LOCATION_MESSAGES.deletionsPrevented);
    else setConfirming(true);
  };

  const confirm = () => {
    if (!location) return;
    remove.mutate(location.id, {
      onSuccess: (deleted) => {
        setConfirming(false);
        onDeleted(deleted.message ?? LOCATION_MESSAGES.deleted(location.name));
      },
      onError: (error) => {
        setConfirming(false);
        setFailed(true);
        if (isApiError(error) && error.code && REFUSALS.includes(error.code)) {
          setRefusal(errorText(error) ?? LOCATION_MESSAGES.lastLocation);
        } else toast.alert(errorText(error) ?? LOCATION_TEXT.deleteFailed);
      },
    });
  };

  const offer = deleteOffer({
    mayDelete: may('DELETE /locations/:id'),
    totalLocations: account.data?.total_locations,
  });
  return {
    canDelete: offer === 'offered',
    /** Said where Delete would be on the account's last location. */
    lastLocationNote:
      offer === 'last_location'
        ? `${LOCATION_MESSAGES.lastLocation} ${contactAdvice(auth?.isWhitelabel ?? false, whitelabel.data?.support_email)}`
        : null,
    start,
    confirm,
    confirming,
    cancel: () => setConfirming(false),
    deleting: remove.isPending,
    failed,
    refusal,
    closeRefusal: () => setRefusal(null),
  };
}
