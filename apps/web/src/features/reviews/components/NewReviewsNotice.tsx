import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { newReviewsText } from '../review-sync-event';

type NewReviewsNoticeProps = { count: number; onShow: () => void };

/** Offers the reviews that arrived while the list was open. */
export function NewReviewsNotice({ count, onShow }: NewReviewsNoticeProps) {
  if (count === 0) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconBellRinging aria-hidden />} mb="md" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{newReviewsText(count)}</Text>
        <Button size="xs" variant="light" onClick={onShow}>
          Show new reviews
        </Button>
      </Group>
    </Alert>
  );
}
