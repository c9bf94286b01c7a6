import { Anchor, Group, Paper, Select } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useChildAccounts } from '../../../shared/entities/accounts/accounts-api';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { useFilters } from '../../../shared/filters/use-filters';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ACCOUNT_LOAD_ERROR_MESSAGE } from '../../../shared/ui/messages';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { ReviewCardSkeleton } from '../components/ReviewCardSkeleton';
import { ReviewListSection } from '../components/ReviewListSection';
import { REVIEW_TEXT } from '../review-text';

/** This screen's own query key (not a filter key): 'oldest' lists the longest-waiting reviews first. */
const ORDER_KEY = 'order';
const ORDER_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];
/** The filter bar's options (groups, locations, saved filters) are the parent's, so only these apply here. */
const CHILD_FILTER_CONTROLS = ['date', 'rating', 'sentiment'] as const;

/**
 * /child-reviews: a parent account's "reviews without responses" (spec 000 §2), every child account's together,
 * each card naming its account. Answering happens inside the child account, which "View account" opens.
 */
export function ChildReviewsPage() {
  const may = useMayCallOf();
  const filters = useFilters({ area: 'reviews' });
  const [searchParams, setSearchParams] = useSearchParams();
  const children = useChildAccounts(1);
  const oldestFirst = searchParams.get(ORDER_KEY) === 'oldest';

  const chooseOrder = (order: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (order === 'oldest') next.set(ORDER_KEY, order);
      else next.delete(ORDER_KEY);
      // The cursors and page belong to the other order.
      for (const key of ['before', 'after', 'page']) next.delete(key);
      return next;
    });

  const header = (
    <PageHeader title="Reviews without responses" description="Reviews your accounts have not answered yet." />
  );
  if (!may('GET /reviews')) {
    return (
      <>
        {header}
        <ErrorAlert>{REVIEW_TEXT.noPermission}</ErrorAlert>
      </>
    );
  }
  if (children.error) {
    return (
      <>
        {header}
        <ErrorAlert>{ACCOUNT_LOAD_ERROR_MESSAGE}</ErrorAlert>
      </>
    );
  }
  if (!children.data) {
    return (
      <>
        {header}
        <ReviewCardSkeleton />
      </>
    );
  }
  if (children.data._total === 0) {
    return (
      <>
        {header}
        <Paper withBorder radius="md" p="lg">
          <EmptyState title="No accounts yet">Reviews of the accounts you manage will be listed here.</EmptyState>
        </Paper>
      </>
    );
  }
  return (
    <>
      {header}
      <Group mb="md" align="flex-end">
        <Select
          label="Sort"
          data={ORDER_OPTIONS}
          value={oldestFirst ? 'oldest' : 'newest'}
          onChange={(order) => order && chooseOrder(order)}
          allowDeselect={false}
          w={200}
        />
      </Group>
      <FilterBar filters={filters} controls={CHILD_FILTER_CONTROLS} />
      <ReviewListSection
        filters={filters}
        scope="children"
        hasResponse={false}
        oldestFirst={oldestFirst}
        empty={{ title: 'Every review has a response.', text: 'No review of your accounts waits for an answer.' }}
        cardLinks={(review) => ({
          action: (
            <Anchor
              component={Link}
              to={`/switch-account/${review.account_id}`}
              size="sm"
              fw={500}
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
            >
              View {review.account_name} to respond
              <IconExternalLink size={16} aria-hidden />
            </Anchor>
          ),
        })}
      />
    </>
  );
}
