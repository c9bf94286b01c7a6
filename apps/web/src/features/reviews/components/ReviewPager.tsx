import { Button, Group, Text } from '@mantine/core';
import { REVIEWS_PAGE_SIZE } from '@repute/domain/reviews';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { rangeLabel } from '../review-format';

type ReviewPagerProps = {
  page: number;
  totalPages: number;
  shown: number;
  total: number;
  busy: boolean;
  /** Long pages repeat the buttons under the list; only the top one names the count for tests and readers. */
  placement: 'top' | 'bottom';
  onNewer: () => void;
  onOlder: () => void;
};

/** Newer and Older around where the page stands in the whole list. */
export function ReviewPager({ page, totalPages, shown, total, busy, placement, onNewer, onOlder }: ReviewPagerProps) {
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="sm"
      component="nav"
      aria-label={placement === 'top' ? 'Reviews pages' : 'Reviews pages, bottom'}
    >
      <Text size="sm" c="dimmed" data-testid={placement === 'top' ? 'reviews-range' : undefined}>
        {rangeLabel(page, REVIEWS_PAGE_SIZE, shown, total)}
      </Text>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          disabled={page <= 1 || busy}
          onClick={onNewer}
        >
          Newer
        </Button>
        <Button
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          disabled={page >= totalPages || shown === 0 || busy}
          onClick={onOlder}
        >
          Older
        </Button>
      </Group>
    </Group>
  );
}
