import { Anchor, Group, Paper } from '@mantine/core';
import { parseIdParam } from '@repute/domain/filters';
import { can } from '@repute/domain/permissions';
import { IconExternalLink } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { embedded } from '../../../shared/api/resource-api';
import { useAuth } from '../../../shared/auth/use-auth';
import { useChildAccounts } from '../../../shared/entities/accounts/accounts-api';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { useFilters } from '../../../shared/filters/use-filters';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ACCOUNT_LOAD_ERROR_MESSAGE } from '../../../shared/ui/messages';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { ChildAccountSelect } from '../components/ChildAccountSelect';
import { ReviewCardSkeleton } from '../components/ReviewCardSkeleton';
import { ReviewListSection } from '../components/ReviewListSection';
import { REVIEW_TEXT } from '../review-text';

/** This screen's own query key (not a filter key): the child account on view. */
const ACCOUNT_KEY = 'account';
/** The filter bar's options (groups, locations, saved filters) are the parent's, so only these apply here. */
const CHILD_FILTER_CONTROLS = ['date', 'rating', 'sentiment'] as const;

/**
 * /child-reviews: a parent account's "reviews without responses" (spec 000 §2), one child account at a time.
 * Answering happens inside the child account, which "View account" opens.
 */
export function ChildReviewsPage() {
  const auth = useAuth();
  const filters = useFilters({ area: 'reviews' });
  const [searchParams, setSearchParams] = useSearchParams();
  const children = useChildAccounts(1);
  const accounts = embedded(children.data, 'accounts');
  const requested = parseIdParam(searchParams.get(ACCOUNT_KEY));
  const accountId = accounts.find((account) => account.id === requested)?.id ?? accounts[0]?.id ?? 0;

  const chooseAccount = (id: number) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set(ACCOUNT_KEY, String(id));
      // The cursors and page belong to the other account's list.
      for (const key of ['before', 'after', 'page']) next.delete(key);
      return next;
    });

  const header = (
    <PageHeader title="Reviews without responses" description="Reviews your accounts have not answered yet." />
  );
  if (!can(auth?.permissions ?? {}, 'review', 'read')) {
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
  if (accounts.length === 0) {
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
        <ChildAccountSelect accounts={accounts} value={accountId} onChange={chooseAccount} />
      </Group>
      <FilterBar filters={filters} controls={CHILD_FILTER_CONTROLS} />
      <ReviewListSection
        filters={filters}
        accountId={accountId}
        hasResponse={false}
        empty={{ title: 'Every review has a response.', text: 'No review of this account waits for an answer.' }}
        cardLinks={() => ({
          action: (
            <Anchor
              component={Link}
              to={`/switch-account/${accountId}`}
              size="sm"
              fw={500}
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
            >
              View account to respond
              <IconExternalLink size={16} aria-hidden />
            </Anchor>
          ),
        })}
      />
    </>
  );
}
