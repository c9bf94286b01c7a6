import { ActionIcon, Badge, Card, Image, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { type OwnerPhoto, PHOTO_MESSAGES } from '@repute/domain/photos';
import { IconTrash } from '@tabler/icons-react';

type PhotoCardProps = {
  photo: OwnerPhoto;
  showLocation: boolean;
  onOpen: () => void;
  /** Shown to users with media delete. */
  onDelete?: () => void;
};

/**
 * One photo (spec 001 §4 "Photo published_status"): pending shows a 'Publishing' bar; dead a red frame, 'Failed' and
 * why; published no bar.
 */
export function PhotoCard({ photo, showLocation, onOpen, onDelete }: PhotoCardProps) {
  const dead = photo.published_status === 'dead';
  return (
    <Card
      withBorder
      padding="xs"
      radius="md"
      data-published-status={photo.published_status}
      style={dead ? { borderColor: 'var(--mantine-color-red-filled)', borderWidth: 2 } : undefined}
    >
      <Card.Section>
        <UnstyledButton onClick={onOpen} aria-label={`Open ${photo.name}`} style={{ display: 'block', width: '100%' }}>
          <Image src={photo.cdn_stored_low_res_url} alt={photo.name} h={140} fit="cover" />
        </UnstyledButton>
      </Card.Section>
      {photo.published_status === 'pending' && (
        <Badge color="gray" variant="light" fullWidth radius={0} mt={-1}>
          {PHOTO_MESSAGES.publishing}
        </Badge>
      )}
      {dead && (
        <Tooltip label={PHOTO_MESSAGES.failedHelp} multiline w={240}>
          <Badge color="red" variant="filled" fullWidth radius={0} mt={-1} tabIndex={0}>
            {PHOTO_MESSAGES.failed}
          </Badge>
        </Tooltip>
      )}
      {dead && (
        <Text size="xs" c="red.8" mt={4}>
          {PHOTO_MESSAGES.failedHelp}
        </Text>
      )}
      <Text size="sm" fw={600} mt="xs" truncate>
        {photo.category === 'PROFILE'
          ? photo.name
          : `${photo.category.charAt(0)}${photo.category.slice(1).toLowerCase()}`}
      </Text>
      {showLocation && (
        <Text size="xs" c="dimmed" truncate>
          {photo.location_name}
        </Text>
      )}
      {onDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${photo.name}`}
          onClick={onDelete}
          pos="absolute"
          top={6}
          right={6}
          bg="white"
        >
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Card>
  );
}
