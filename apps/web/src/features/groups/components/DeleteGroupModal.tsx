import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Group as LocationGroup } from '@repute/domain/groups';
import { errorText } from '../../../shared/api/api-error';
import { GROUP_TEXT } from '../../../shared/entities/groups/group-text';
import { useDeleteGroup } from '../../../shared/entities/groups/groups-api';
import { toast } from '../../../shared/ui/toast';

type DeleteGroupModalProps = { group: LocationGroup | null; onClose: (deleted: boolean) => void };

/** Asks before deleting a group; its locations stay. */
export function DeleteGroupModal({ group, onClose }: DeleteGroupModalProps) {
  const remove = useDeleteGroup();
  return (
    <Modal opened={group !== null} onClose={() => onClose(false)} title="Delete Group">
      <Stack gap="lg">
        <Text>Delete the group {group?.name}? Its locations are not deleted; they just leave the group.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(false)}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              group &&
              remove.mutate(group.id, {
                onSuccess: () => {
                  toast.success(GROUP_TEXT.deleted(group.name));
                  onClose(true);
                },
                onError: (error) => toast.alert(errorText(error) ?? 'The group was not deleted'),
              })
            }
          >
            Delete Group
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
