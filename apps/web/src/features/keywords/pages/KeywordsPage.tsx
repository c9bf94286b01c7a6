import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { FilterBar } from '../../../shared/filters/FilterBar';
import type { FilterControl } from '../../../shared/filters/filter-visibility';
import { useFilters } from '../../../shared/filters/use-filters';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { ExperienceCategoriesCard } from '../components/ExperienceCategoriesCard';
import { KeywordSortSelect } from '../components/KeywordSortSelect';
import { MentionedKeywordsCard } from '../components/MentionedKeywordsCard';
import { insightsParams } from '../insights-params';
import { KEYWORDS_TEXT } from '../keywords-text';
import { useKeywordSort } from '../use-keyword-sort';
import { useKeywordsAccess } from '../use-keywords-access';
import { useResetFilters } from '../use-reset-filters';

/** Spec 001 §2: the keyword filter bar offers date range, location, group, source, rating, sentiment and category. */
export const KEYWORD_FILTER_CONTROLS: readonly FilterControl[] = [
  'date',
  'group',
  'location',
  'source',
  'rating',
  'sentiment',
  'category',
];

/** /dashboard/keywords: the experience categories and the mentioned keywords of the filtered reviews. */
export function KeywordsPage() {
  const access = useKeywordsAccess();
  const filters = useFilters({ area: 'keywords' });
  const [sort, setSort] = useKeywordSort();
  const reset = useResetFilters();
  // The insights calls wait for the range: before the account's today is known they would count all time.
  const params = useMemo(() => (filters.state.range ? insightsParams(filters.state) : null), [filters.state]);

  if (!access.screens) {
    return (
      <>
        <PageHeader title="Keywords" />
        <ErrorAlert>{KEYWORDS_TEXT.noPermission}</ErrorAlert>
      </>
    );
  }
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
          <ExperienceCategoriesCard params={params} linkParams={filters.params} sort={sort} />
        )}
        <MentionedKeywordsCard params={params} linkParams={filters.params} sort={sort} />
      </Stack>
    </>
  );
}
