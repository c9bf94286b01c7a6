import { Stack } from '@mantine/core';
import type { ScheduledExportType } from '@repute/domain';
import { useMemo, useState } from 'react';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { useFilters } from '../../../shared/filters/use-filters';
import { useKeywordsAccess } from '../../../shared/insights/use-keywords-access';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { ScheduleExportMenuItem, useScheduleExportFlyout } from '../../scheduled-exports';
import { ExperienceCategoriesCard } from '../components/ExperienceCategoriesCard';
import { KeywordSortSelect } from '../components/KeywordSortSelect';
import { KeywordsGate } from '../components/KeywordsGate';
import { KeywordsScheduleFlyout } from '../components/KeywordsScheduleFlyout';
import { MentionedKeywordsCard } from '../components/MentionedKeywordsCard';
import { insightsParams } from '../insights-params';
import { KEYWORD_FILTER_CONTROLS } from '../keyword-filter-controls';
import { useKeywordSort } from '../use-keyword-sort';
import { useResetFilters } from '../use-reset-filters';

/** /dashboard/keywords: the experience categories and the mentioned keywords of the filtered reviews. */
export function KeywordsPage() {
  return (
    <KeywordsGate title="Keywords">
      <Keywords />
    </KeywordsGate>
  );
}

function Keywords() {
  const access = useKeywordsAccess();
  const filters = useFilters({ area: 'keywords' });
  const [sort, setSort] = useKeywordSort();
  const reset = useResetFilters();
  const flyout = useScheduleExportFlyout();
  const [scheduleType, setScheduleType] = useState<ScheduledExportType>('keywords');
  const scheduleItem = (type: ScheduledExportType) => (
    <ScheduleExportMenuItem
      dateDescriptor={filters.params.dateDescriptor ? filters.state.dateDescriptor : null}
      onOpen={() => {
        setScheduleType(type);
        flyout.open();
      }}
    />
  );
  // The insights calls wait for the range: before the account's today is known they would count all time.
  const params = useMemo(() => (filters.state.range ? insightsParams(filters.state) : null), [filters.state]);

  return (
    <>
      <PageHeader
        title="Keywords"
        description="What your customers talk about in their reviews, and how they feel about it."
        actions={<KeywordSortSelect value={sort} onChange={setSort} />}
      />
      <FilterBar filters={filters} controls={KEYWORD_FILTER_CONTROLS} onReset={reset} />
      <Stack gap="md">
        {access.categories && (
          <ExperienceCategoriesCard
            params={params}
            linkParams={filters.params}
            sort={sort}
            exportItems={scheduleItem('experience_categories')}
          />
        )}
        <MentionedKeywordsCard
          params={params}
          linkParams={filters.params}
          sort={sort}
          exportItems={scheduleItem('keywords')}
        />
      </Stack>
      <KeywordsScheduleFlyout flyout={flyout} filters={filters} exportType={scheduleType} />
    </>
  );
}
