import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { ExportMenu } from '../../../shared/exports/ExportMenu';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { useFilters } from '../../../shared/filters/use-filters';
import { keywordsLink } from '../../../shared/insights/keyword-links';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { KeywordsGate } from '../components/KeywordsGate';
import { MentionReviewsSection } from '../components/MentionReviewsSection';
import { insightsParams } from '../insights-params';
import { KEYWORD_FILTER_CONTROLS } from '../keyword-filter-controls';
import { KEYWORDS_TEXT } from '../keywords-text';
import { useResetFilters } from '../use-reset-filters';

/** /dashboard/keywords/{short}: the reviews that mention one keyword, with the filters and sentiment carried here. */
export function KeywordDetailsPage() {
  const short = useParams().keyword ?? '';
  return (
    <KeywordsGate title={short}>
      <KeywordDetails short={short} />
    </KeywordsGate>
  );
}

function KeywordDetails({ short }: { short: string }) {
  const appPath = useAppPath();
  const filters = useFilters({ area: 'keywords' });
  const [searchParams] = useSearchParams();
  const reset = useResetFilters();
  const params = useMemo(() => (filters.state.range ? insightsParams(filters.state) : null), [filters.state]);
  const subject = useMemo(() => ({ keyword: short }), [short]);
  return (
    <>
      <PageHeader
        title={`“${short}”`}
        description="Reviews that mention this keyword, with the mention highlighted in its sentence."
        back={{
          to: appPath(keywordsLink(filters.params, { sort: searchParams.get('sort') })),
          label: KEYWORDS_TEXT.backToKeywords,
        }}
        actions={
          <ExportMenu
            request={params ? { resource: 'keyword_details', filters: { ...params, keyword: short } } : null}
          />
        }
      />
      <FilterBar filters={filters} controls={KEYWORD_FILTER_CONTROLS} onReset={reset} />
      <MentionReviewsSection
        subject={subject}
        params={params}
        range={filters.state.range}
        linkParams={filters.params}
      />
    </>
  );
}
