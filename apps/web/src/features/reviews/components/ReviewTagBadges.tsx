import { Badge, Group } from '@mantine/core';
import type { ReviewTag } from '@repute/domain';
import { IconTag } from '@tabler/icons-react';

type ReviewTagBadgesProps = { tags: ReviewTag[] };

/** A review's tags as they read in a list: no controls. */
export function ReviewTagBadges({ tags }: ReviewTagBadgesProps) {
  if (tags.length === 0) return null;
  return (
    <Group gap={6} aria-label="Tags" role="list">
      {tags.map((tag) => (
        <Badge
          key={tag.id}
          role="listitem"
          variant="light"
          color="gray"
          leftSection={<IconTag size={12} aria-hidden />}
          style={{ textTransform: 'none' }}
        >
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}
