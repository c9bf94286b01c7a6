import { Alert, Button, Stack } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams, useLocation as useRouterLocation, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { CARRIED_LIST_KEYS } from '../../../shared/entities/locations/location-paths';
import { useLocation as useLocationRecord } from '../../../shared/entities/locations/locations-api';
import { pickQuery } from '../../../shared/lib/pick-query';
import { useAccount, useAccountSettings } from '../../../shared/session/session-queries';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { toast } from '../../../shared/ui/toast';
import { DeleteLocationModal } from '../components/DeleteLocationModal';
import { DetailActions } from '../components/DetailActions';
import { IssuesAlert } from '../components/IssuesAlert';
import { LocationDetailView } from '../components/LocationDetailView';
import { LocationForm } from '../components/LocationForm';
import { SyncFromGoogleModal } from '../components/SyncFromGoogleModal';
import { UnableToChangeModal } from '../components/UnableToChangeModal';
import { nameWithExternalId } from '../detail-format';
import { useAutoSyncNotice } from '../hooks/use-auto-sync-notice';
import { useDeleteLocationFlow } from '../hooks/use-delete-location';
import { useErrorToast } from '../hooks/use-error-toast';
import { useIssuesMute } from '../hooks/use-issues-mute';
import { usePhotoManagement } from '../hooks/use-photo-management';
import { KEPT_AFTER_DELETE_KEYS } from '../list-params';
import { LOCATION_TEXT, TOAST_MS } from '../messages';
import { localClock } from '../short-date';

type NavigationState = { expandHolidayHours?: boolean } | null;

/** /settings/locations/{locationId}/details: the location, and its edit mode with withEdit=true (spec 001 §2). */
export function LocationDetailsPage() {
  const params = useParams();
  const id = Number(params.locationId) || 0;
  const [searchParams, setSearchParams] = useSearchParams();
  const navigationState = useRouterLocation().state as NavigationState;
  const navigate = useNavigate();
  const appPath = useAppPath();
  const may = useMayCallOf();
  const settings = useAccountSettings();
  const account = useAccount();
  const [clock] = useState(localClock);
  const [syncing, setSyncing] = useState(false);
  const query = useLocationRecord(id);
  const location = query.data;
  useErrorToast(query.error, LOCATION_TEXT.loadLocation, TOAST_MS.medium);

  const canUpdate = may('PATCH /locations/:id');
  const editing = searchParams.get('withEdit') === 'true' && canUpdate;
  const fromLL = searchParams.get('fromLL') === 'true';
  useAutoSyncNotice(id, editing);
  const photos = usePhotoManagement(location);
  const issues = useIssuesMute(location);
  const deletion = useDeleteLocationFlow(location, (message) => {
    toast.success(message);
    navigate(appPath(`/settings/locations${pickQuery(searchParams, KEPT_AFTER_DELETE_KEYS)}`));
  });

  const back = fromLL
    ? { to: appPath('/dashboard/local_listings'), label: 'Back to Local Listings' }
    : { to: appPath(`/settings/locations${pickQuery(searchParams, CARRIED_LIST_KEYS)}`), label: 'Back to Locations' };

  const setEditing = (on: boolean, state?: NavigationState) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('withEdit', 'true');
        else next.delete('withEdit');
        return next;
      },
      { state },
    );

  if (query.isPending) return <PageLoader label="Loading location" />;
  if (!location) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <>
        <PageHeader title="Location Details" back={back} />
        <ErrorAlert>{missing ? 'This location does not exist or was deleted.' : LOCATION_TEXT.loadLocation}</ErrorAlert>
      </>
    );
  }

  const autoSyncOff = settings.data?.auto_sync === true && location.status !== 'published';
  const hasSpecialHours = settings.data?.special_hours === true;
  const isHealthcare = account.data?.account_vertical_name === 'healthcare';

  return (
    <Stack gap="lg">
      <PageHeader
        title={nameWithExternalId(location)}
        back={back}
        actions={
          editing ? (
            <Button variant="default" leftSection={<IconBrandGoogle size={16} />} onClick={() => setSyncing(true)}>
              Sync From Google
            </Button>
          ) : (
            <DetailActions
              link={`${window.location.origin}${appPath(`/settings/locations/${location.id}/details`)}`}
              canEdit={canUpdate}
              onEdit={() => setEditing(true)}
              canDelete={deletion.canDelete}
              lastLocationNote={deletion.lastLocationNote}
              deleteFailed={deletion.failed}
              onDelete={deletion.start}
              issues={issues.control}
            />
          )
        }
      />
      {autoSyncOff && (
        <Alert color="yellow" variant="light">
          {LOCATION_TEXT.autoSyncBanner}
        </Alert>
      )}
      {!editing && <IssuesAlert issues={issues.list} />}
      {editing ? (
        <LocationForm
          key={location.updated_at}
          location={location}
          expandHolidayHours={navigationState?.expandHolidayHours === true}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <LocationDetailView
          location={location}
          today={clock.today}
          isHealthcare={isHealthcare}
          hasSpecialHours={hasSpecialHours}
          canCreateWidget={settings.data?.amplify === true && may('POST /amplify/widgets')}
          photos={photos}
          onSeeAllHolidayHours={() => setEditing(true, { expandHolidayHours: true })}
        />
      )}
      <SyncFromGoogleModal locationId={location.id} opened={syncing} onClose={() => setSyncing(false)} />
      <DeleteLocationModal
        name={deletion.confirming ? location.name : null}
        deleting={deletion.deleting}
        onCancel={deletion.cancel}
        onConfirm={deletion.confirm}
      />
      <UnableToChangeModal
        kind={deletion.refusal ? 'delete' : null}
        reason={deletion.refusal ?? ''}
        onClose={deletion.closeRefusal}
      />
    </Stack>
  );
}
