import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAddLocationGate } from '../hooks/use-add-location-gate';
import { TrialLimitModal } from './TrialLimitModal';
import { UnableToChangeModal } from './UnableToChangeModal';

/** Add Location: shown with location create; a blocked account gets the reason instead of the form. */
export function AddLocationButton() {
  const gate = useAddLocationGate();
  const navigate = useNavigate();
  const appPath = useAppPath();
  const [shown, setShown] = useState<'prevented' | 'trial_limit' | null>(null);
  if (!gate.canCreate) return null;
  return (
    <>
      <Button
        leftSection={<IconPlus size={18} />}
        loading={gate.deciding}
        onClick={() => (gate.block ? setShown(gate.block) : navigate(appPath('/settings/locations/new')))}
      >
        Add Location
      </Button>
      <UnableToChangeModal
        kind={shown === 'prevented' ? 'add' : null}
        reason={gate.preventedText}
        onClose={() => setShown(null)}
      />
      <TrialLimitModal
        opened={shown === 'trial_limit'}
        limit={gate.trialLimit}
        canUpgrade={gate.canUpgrade}
        onClose={() => setShown(null)}
      />
    </>
  );
}
