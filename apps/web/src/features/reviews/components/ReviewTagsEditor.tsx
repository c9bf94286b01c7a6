import { Badge, CloseButton, Group, Stack, Text } from '@mantine/core';
import type { Review } from '@repute/domain/reviews';
import { IconTag } from '@tabler/icons-react';
import { useAddReviewTag, useRemoveReviewTag } from '../tags-api';
import { TagInput } from './TagInput';

/** `canEdit`: tag create, which both adds a tag to the review and takes one off (decision 0021). */
type ReviewTagsEditorProps = { review: Review; canEdit: boolean };

/** The review's tags, with adding (tag create) and removing (tag delete) for those allowed to. */
export function ReviewTagsEditor({ review, canEdit }: ReviewTagsEditorProps) {
  const add = useAddReviewTag(review);
  const remove = useRemoveReviewTag(review);
  return (
    <Stack gap="sm">
      {review.tags.length === 0 ? (
        <Text size="sm" c="dimmed">
          No tags yet.
        </Text>
      ) : (
        <Group gap={6} role="list" aria-label="Tags">
          {review.tags.map((tag) => (
            <Badge
              key={tag.id}
              role="listitem"
              size="lg"
              variant="light"
              color="gray"
              leftSection={<IconTag size={14} aria-hidden />}
              rightSection={
                canEdit && (
                  <CloseButton
                    size="xs"
                    aria-label={`Remove tag ${tag.name}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(tag.name)}
                  />
                )
              }
              style={{ textTransform: 'none' }}
            >
              {tag.name}
            </Badge>
          ))}
        </Group>
      )}
      {canEdit && <TagInput review={review} busy={add.isPending} onAdd={(name) => add.mutateAsync(name)} />}
    </Stack>
  );
}
