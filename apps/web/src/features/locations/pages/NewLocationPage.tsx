import { useNavigate } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { detailPath } from '../../../shared/entities/locations/location-paths';
import { useAccountSettings } from '../../../shared/session/session-queries';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';
import { AddLocationBlocked } from '../components/AddLocationBlocked';
import { LocationForm } from '../components/LocationForm';
import { useAddLocationGate } from '../hooks/use-add-location-gate';
import type { SaveOutcome } from '../hooks/use-location-save';

/** /settings/locations/new: the form in create mode, unless the account may not add a location now. */
export function NewLocationPage() {
  const may = useMayCallOf();
  const appPath = useAppPath();
  const navigate = useNavigate();
  const settings = useAccountSettings();
  const gate = useAddLocationGate();
  const listPath = appPath('/settings/locations');
  const back = { to: listPath, label: 'Back to Locations' };

  if (!gate.canCreate) {
    return (
      <PermissionScreen
        title="Add Location"
        message="You do not have permission to add locations to this account."
        back={back}
      />
    );
  }

  if (gate.block) {
    return (
      <>
        <PageHeader title="Add Location" back={back} />
        <AddLocationBlocked block={gate.block} gate={gate} />
      </>
    );
  }

  const onSaved = ({ location, partial }: SaveOutcome) => {
    if (partial) {
      navigate(appPath(detailPath(location.id, '', { withEdit: true })));
      return;
    }
    const groupStep = may('POST /groups/:id/locations') && settings.data?.groups !== false;
    navigate(groupStep ? appPath(`/settings/locations/new/${location.id}/groups`) : listPath);
  };

  return (
    <>
      <PageHeader title="Add Location" back={back} />
      <LocationForm onSaved={onSaved} />
    </>
  );
}
