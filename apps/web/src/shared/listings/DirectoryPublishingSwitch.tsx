import { Group, Loader, Switch } from '@mantine/core';
import { DIRECTORY_PUBLISHING_MESSAGES, type DirectoryEntry } from '@repute/domain';
import { useEffect, useState } from 'react';
import { toast } from '../ui/toast';
import { useDirectoryPublishing } from './directory-publishing-api';

type DirectoryPublishingSwitchProps = {
  locationId: number;
  entry: DirectoryEntry;
};

/**
 * One directory's publishing switch for a location (spec 001 §6, §8): flips at once, stays disabled and busy while
 * the change is saved, then says 'Directory sync settings saved' or puts itself back and says why not.
 */
export function DirectoryPublishingSwitch({ locationId, entry }: DirectoryPublishingSwitchProps) {
  const publishing = useDirectoryPublishing(locationId);
  const [checked, setChecked] = useState(entry.directory_enabled);
  useEffect(() => setChecked(entry.directory_enabled), [entry.directory_enabled]);
  return (
    <Group gap={6} wrap="nowrap">
      <Switch
        checked={checked}
        disabled={publishing.isPending}
        aria-busy={publishing.isPending}
        label={`Publish to ${entry.directory_name}`}
        onChange={(event) => {
          const enabled = event.currentTarget.checked;
          setChecked(enabled);
          publishing.mutate(
            { entry, enabled },
            {
              onSuccess: () => toast.success(DIRECTORY_PUBLISHING_MESSAGES.saved),
              onError: () => {
                setChecked(!enabled);
                toast.alert(DIRECTORY_PUBLISHING_MESSAGES.failed);
              },
            },
          );
        }}
      />
      {publishing.isPending && (
        <Loader size="xs" role="status" aria-label={`Saving ${entry.directory_name} publishing`} />
      )}
    </Group>
  );
}
