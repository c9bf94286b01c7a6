import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Response } from '@repute/domain/reviews';
import { IconTrash } from '@tabler/icons-react';
import { useDeleteResponse } from './responding-api';
import { responseAfterDelete } from './response-state';

type DeleteResponseButtonProps = {
  response: Response;
  sourceName: string;
  /** The response after the call: deleting, or gone when it had never been published. */
  onDeleted: (response: Response | null) => void;
};

/** Delete asks first: the answer is also taken down at the source, where the reviewer saw it. */
export function DeleteResponseButton({ response, sourceName, onDeleted }: DeleteResponseButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteResponse();
  return (
    <>
      <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={open}>
        Delete
      </Button>
      <Modal opened={opened} onClose={close} title="Delete Response">
        <Stack gap="lg">
          <Text>
            {response.published_at
              ? `Delete this response? It is also removed from ${sourceName}.`
              : 'Delete this response? It was never published.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(response.id, {
                  onSuccess: (answer) => {
                    close();
                    onDeleted(responseAfterDelete(answer));
                  },
                })
              }
            >
              Delete Response
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
