import { Button, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import { useCopyLink } from '../hooks/use-copy-link';
import { LOCATION_TEXT } from '../messages';

type DetailActionsProps = {
  link: string;
  canEdit: boolean;
  onEdit: () => void;
  canDelete: boolean;
  /** Shown instead of Delete on the account's last location. */
  lastLocationNote: string | null;
  deleteFailed: boolean;
  onDelete: () => void;
  /** Mute or Unmute issues, when the location has issues and the user may change it. */
  issues: { muted: boolean; pending: boolean; onToggle: () => void } | null;
};

/** Edit Location, Delete, Copy Link and Mute/Unmute issues (spec 001 §2). */
export function DetailActions({
  link,
  canEdit,
  onEdit,
  canDelete,
  lastLocationNote,
  deleteFailed,
  onDelete,
  issues,
}: DetailActionsProps) {
  const { copied, copy } = useCopyLink();
  return (
    <>
      {canEdit && (
        <Button leftSection={<IconPencil size={16} />} onClick={onEdit}>
          Edit Location
        </Button>
      )}
      <Button
        variant="default"
        leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
        onClick={() => void copy(link)}
      >
        {copied ? LOCATION_TEXT.linkCopied : 'Copy Link'}
      </Button>
      {issues && (
        <Button variant="default" loading={issues.pending} onClick={issues.onToggle}>
          {issues.muted ? 'Unmute issues' : 'Mute issues'}
        </Button>
      )}
      {canDelete && (
        <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          {deleteFailed ? 'Not Deleted' : 'Delete'}
        </Button>
      )}
      {lastLocationNote && (
        <Text size="sm" c="dimmed" maw={320}>
          {lastLocationNote}
        </Text>
      )}
    </>
  );
}
