import { Paper, Stack } from '@mantine/core';
import { experienceCategoryLabel } from '@repute/domain/experience-categories';
import { useMemo } from 'react';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { ExportMenu } from '../../../shared/exports/ExportMenu';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { useFilters } from '../../../shared/filters/use-filters';
import { keywordsLink } from '../../../shared/insights/keyword-links';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { ScheduleExportMenuItem, useScheduleExportFlyout } from '../../scheduled-exports';
import { KeywordSortSelect } from '../components/KeywordSortSelect';
import { KeywordsGate } from '../components/KeywordsGate';
import { KeywordsScheduleFlyout } from '../components/KeywordsScheduleFlyout';
import { MentionedKeywordsCard } from '../components/MentionedKeywordsCard';
import { MentionReviewsSection } from '../components/MentionReviewsSection';
import { insightsParams } from '../insights-params';
import { KEYWORD_FILTER_CONTROLS } from '../keyword-filter-controls';
import { KEYWORDS_TEXT } from '../keywords-text';
import { useKeywordSort } from '../use-keyword-sort';
import { useResetFilters } from '../use-reset-filters';

const TITLE = 'Keyword Categories';

/**
 * /dashboard/keywords/categories?category={lowercase category}: the keywords of the reviews that touch the
 * category, and those reviews. The category is the filter bar's own key, so its dropdown moves between categories.
 */
export function KeywordCategoryPage() {
  return (
    <KeywordsGate title={TITLE} needs="categories">
      <KeywordCategory />
    </KeywordsGate>
  );
}

function KeywordCategory() {
  const appPath = useAppPath();
  const filters = useFilters({ area: 'keywords' });
  const [sort, setSort] = useKeywordSort();
  // The category is the page: Reset keeps it.
  const reset = useResetFilters('category');
  // Decision 0032: scheduled experience_categories exports link here.
  const flyout = useScheduleExportFlyout();
  const { category, range } = filters.state;
  const params = useMemo(() => (filters.state.range ? insightsParams(filters.state) : null), [filters.state]);
  const subject = useMemo(() => ({ category: category ?? '' }), [category]);
  const { category: _category, ...otherFilters } = filters.params;
  return (
    <>
      <PageHeader
        title={category ? experienceCategoryLabel(category) : TITLE}
        description="Reviews that touch this experience category, and the keywords they use."
        back={{ to: appPath(keywordsLink(otherFilters, { sort })), label: KEYWORDS_TEXT.backToKeywords }}
        actions={
          <>
            <KeywordSortSelect value={sort} onChange={setSort} />
            <ExportMenu
              request={params && category ? { resource: 'experience_categories', filters: { ...params } } : null}
            >
              <ScheduleExportMenuItem
                dateDescriptor={filters.params.dateDescriptor ? filters.state.dateDescriptor : null}
                onOpen={flyout.open}
              />
            </ExportMenu>
          </>
        }
      />
      <FilterBar filters={filters} controls={KEYWORD_FILTER_CONTROLS} onReset={reset} />
      <KeywordsScheduleFlyout flyout={flyout} filters={filters} exportType="experience_categories" />
      {category ? (
        <Stack gap="md">
          <MentionedKeywordsCard
            params={params}
            linkParams={filters.params}
            sort={sort}
            title={`Keywords about ${experienceCategoryLabel(category)}`}
          />
          <MentionReviewsSection subject={subject} params={params} range={range} linkParams={filters.params} />
        </Stack>
      ) : (
        <Paper withBorder radius="md" p="xl">
          <EmptyState title={KEYWORDS_TEXT.chooseCategory} />
        </Paper>
      )}
    </>
  );
}
