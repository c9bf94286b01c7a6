import { Box } from '@mantine/core';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAuth } from '../../../shared/auth/use-auth';
import { ExportMenu } from '../../../shared/exports/ExportMenu';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { filterApiParams } from '../../../shared/filters/filter-state';
import { REVIEW_LIST_FILTER_CONTROLS } from '../../../shared/filters/filter-visibility';
import { useFilters } from '../../../shared/filters/use-filters';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';
import { SearchInput } from '../../../shared/ui/SearchInput';
import {
  ScheduleExportFlyout,
  ScheduleExportMenuItem,
  scheduleFiltersOf,
  useScheduleExportFlyout,
} from '../../scheduled-exports';
import { ApprovalsLink } from '../approvals/ApprovalsLink';
import { NewReviewsNotice } from '../components/NewReviewsNotice';
import { ReviewListSection } from '../components/ReviewListSection';
import { REVIEW_TEXT } from '../review-text';
import { useNewReviews } from '../use-new-reviews';

/** /reviews: the account's reviews for the filters in the URL (thirty days by default), newest first. */
export function ReviewsPage() {
  const may = useMayCallOf();
  const auth = useAuth();
  const appPath = useAppPath();
  const filters = useFilters({ area: 'reviews' });
  const arrivals = useNewReviews();
  const flyout = useScheduleExportFlyout();
  if (!may('GET /reviews')) {
    return <PermissionScreen title="Reviews" message={REVIEW_TEXT.noPermission} />;
  }
  const searchTerms = filters.state.searchTerms ?? '';
  // The date the URL names: none yet (the default is being written) cannot be scheduled.
  const scheduledDate = filters.params.dateDescriptor ? filters.state.dateDescriptor : null;
  return (
    <>
      <PageHeader
        title="Reviews"
        description="Every review of your locations, newest first."
        actions={
          <>
            <ApprovalsLink />
            <ExportMenu
              // The reviews of the list on screen: its filters once the date range is known.
              request={filters.state.range ? { resource: 'reviews', filters: filterApiParams(filters.state) } : null}
            >
              <ScheduleExportMenuItem dateDescriptor={scheduledDate} onOpen={flyout.open} />
            </ExportMenu>
          </>
        }
      />
      <FilterBar filters={filters} controls={REVIEW_LIST_FILTER_CONTROLS} />
      <ScheduleExportFlyout
        opened={flyout.opened}
        editingId={flyout.editingId}
        subject={{
          exportType: 'reviews',
          dateDescriptor: scheduledDate,
          filters: scheduleFiltersOf(filters.state),
        }}
        onClose={flyout.close}
      />
      <Box maw={480} mb="md">
        <SearchInput
          label="Search reviews"
          placeholder="Search review text and authors"
          value={searchTerms}
          onSearch={(value) => filters.change({ search_terms: value })}
        />
      </Box>
      <NewReviewsNotice
        count={arrivals.count}
        onShow={() => {
          arrivals.dismiss();
          // The newest reviews are on the first page.
          filters.change({ before: null, after: null, page: null });
        }}
      />
      <ReviewListSection
        filters={filters}
        scope={auth?.account_id ?? 0}
        inbox={{ canTag: may('POST /review_tags'), canMarkRead: may('POST /reviews/read') }}
        empty={
          searchTerms
            ? { title: 'No reviews match your search.', text: 'Try other words or a longer date range.' }
            : { title: 'No reviews for these filters.', text: 'Try a longer date range or fewer filters.' }
        }
        cardLinks={(review, listQuery) => ({ href: `${appPath(`/reviews/${review.id}`)}${listQuery}` })}
      />
    </>
  );
}
