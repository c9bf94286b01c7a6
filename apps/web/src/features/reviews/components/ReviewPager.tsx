import { Group, Pagination, Text } from '@mantine/core';
import { REVIEWS_PAGE_SIZE } from '@repute/domain/reviews';
import { formatCount } from '../../../shared/lib/count-format';
import { rangeLabel } from '../review-format';
import { clampPage } from '../review-paging';

type ReviewPagerProps = {
  page: number;
  totalPages: number;
  shown: number;
  total: number;
  busy: boolean;
  /** Long pages repeat the pager under the list; only the top one names the count for tests and readers. */
  placement: 'top' | 'bottom';
  onPage: (page: number) => void;
};

const CONTROL_LABELS = { first: 'First page', previous: 'Newer', next: 'Older', last: 'Last page' };

/** Where the page stands in the whole list ("26–50 of 7,321 reviews", page N of M) and numbered pages to go to. */
export function ReviewPager({ page, totalPages, shown, total, busy, placement, onPage }: ReviewPagerProps) {
  const pages = Math.max(totalPages, 1);
  const current = clampPage(page, pages);
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="sm"
      component="nav"
      aria-label={placement === 'top' ? 'Reviews pages' : 'Reviews pages, bottom'}
    >
      <Group gap="md">
        <Text size="sm" c="dimmed" data-testid={placement === 'top' ? 'reviews-range' : undefined}>
          {rangeLabel(current, REVIEWS_PAGE_SIZE, shown, total)}
        </Text>
        {pages > 1 && (
          <Text size="sm" c="dimmed">
            Page {formatCount(current)} of {formatCount(pages)}
          </Text>
        )}
      </Group>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={current}
          onChange={onPage}
          disabled={busy}
          withEdges
          size="sm"
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          getItemProps={(item) => ({
            'aria-label': `Page ${item}`,
            'aria-current': item === current ? 'page' : undefined,
          })}
        />
      )}
    </Group>
  );
}
