import { Switch, Text } from '@mantine/core';
import { LOCAL_LISTING_MESSAGES } from '@repute/domain';
import { useEffect, useState } from 'react';
import { toast } from '../../../shared/ui/toast';
import { useAutoSync } from '../listings-api';

/** Spec 001 §9: the toggle is locked this long after each flip. */
const TOGGLE_LOCK_MS = 2000;

type AutoSyncToggleProps = {
  locationId: number;
  locationName: string;
  on: boolean;
  /** Location update right (spec 001 §6): without it the state is text only. */
  canToggle: boolean;
  /** Why it cannot be turned (no Google integration, not eligible), when it cannot. */
  disabledReason: string | null;
};

/** Spec 001 §4 "Auto Sync toggle": flips at once, locks for 2 seconds, tells the result. */
export function AutoSyncToggle({ locationId, locationName, on, canToggle, disabledReason }: AutoSyncToggleProps) {
  const autoSync = useAutoSync();
  const [checked, setChecked] = useState(on);
  const [locked, setLocked] = useState(false);
  useEffect(() => setChecked(on), [on]);
  useEffect(() => {
    if (!locked) return;
    const timer = window.setTimeout(() => setLocked(false), TOGGLE_LOCK_MS);
    return () => window.clearTimeout(timer);
  }, [locked]);

  if (!canToggle) return <Text size="sm">{on ? 'On' : 'Off'}</Text>;
  return (
    <Switch
      checked={checked}
      disabled={locked || disabledReason !== null}
      title={disabledReason ?? undefined}
      aria-label={`Auto Sync for ${locationName}`}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        setChecked(next);
        setLocked(true);
        autoSync.mutate(
          { on: next, locationIds: [locationId] },
          {
            onSuccess: () =>
              toast.success(next ? LOCAL_LISTING_MESSAGES.autoSyncOn : LOCAL_LISTING_MESSAGES.autoSyncOff, {
                duration: TOGGLE_LOCK_MS,
              }),
            onError: () => {
              setChecked(!next);
              toast.alert(LOCAL_LISTING_MESSAGES.toggleFailed, { duration: TOGGLE_LOCK_MS });
            },
          },
        );
      }}
    />
  );
}
