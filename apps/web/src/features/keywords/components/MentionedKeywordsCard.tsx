import { Anchor, Table } from '@mantine/core';
import type { FilterParams, KeywordSort, Sentiment } from '@repute/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { ExportMenu } from '../../../shared/exports/ExportMenu';
import { keywordLink } from '../../../shared/insights/keyword-links';
import { formatCount, plural } from '../../../shared/lib/count-format';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { RETRIEVE_DATA_ERROR_MESSAGE } from '../../../shared/ui/messages';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import type { InsightsParams } from '../insights-params';
import { useMentionedKeywords } from '../keywords-api';
import { KEYWORDS_TEXT } from '../keywords-text';
import { InsightsCard } from './InsightsCard';
import { RatingCheckFlag } from './RatingCheckFlag';
import { RatingCheckNote } from './RatingCheckNote';

type MentionedKeywordsCardProps = {
  params: InsightsParams | null;
  linkParams: FilterParams;
  sort: KeywordSort;
  title?: string;
  /** More items of the card's export menu (Schedule Export). */
  exportItems?: ReactNode;
};

/** GET /insights/{accountId}/mentioned: each keyword with its positive and negative mentions, in the chosen sort. */
export function MentionedKeywordsCard({
  params,
  linkParams,
  sort,
  title = KEYWORDS_TEXT.keywordsTitle,
  exportItems,
}: MentionedKeywordsCardProps) {
  const appPath = useAppPath();
  const keywords = useMentionedKeywords(params, sort);
  // No mentions of that sentiment: nothing to open.
  const countLink = (short: string, count: number, sentiment: Sentiment) =>
    count === 0 ? (
      formatCount(0)
    ) : (
      <Anchor
        component={Link}
        to={appPath(keywordLink(short, linkParams, { sort, sentiment }))}
        aria-label={`${formatCount(count)} ${sentiment} ${plural(count, 'mention', 'mentions')} of ${short}`}
      >
        {formatCount(count)}
      </Anchor>
    );
  return (
    <InsightsCard
      title={title}
      description="Words and phrases reviews use, counted by the sentiment of the sentence they are in"
      stale={keywords.isPlaceholderData}
      actions={
        <ExportMenu request={params ? { resource: 'keywords', filters: { ...params, 'sort[by]': sort } } : null}>
          {exportItems}
        </ExportMenu>
      }
    >
      {keywords.isError ? (
        <ErrorAlert>{RETRIEVE_DATA_ERROR_MESSAGE}</ErrorAlert>
      ) : keywords.isPending ? (
        <TableSkeleton rows={8} label="Loading mentioned keywords" />
      ) : keywords.data.length === 0 ? (
        <EmptyState title={KEYWORDS_TEXT.noKeywords}>{KEYWORDS_TEXT.tryOtherFilters}</EmptyState>
      ) : (
        <>
          <RatingCheckNote items={keywords.data} noun={['keyword', 'keywords']} />
          <ResponsiveTableContainer minWidth={480}>
            <Table verticalSpacing="sm" highlightOnHover aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Keyword</Table.Th>
                  <Table.Th ta="right" {...WIDE_ONLY}>
                    Positive mentions
                  </Table.Th>
                  <Table.Th ta="right" {...WIDE_ONLY}>
                    Negative mentions
                  </Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {keywords.data.map((keyword) => (
                  <Table.Tr key={keyword.short}>
                    <Table.Td>
                      <Anchor component={Link} to={appPath(keywordLink(keyword.short, linkParams, { sort }))} fw={500}>
                        {keyword.short}
                      </Anchor>
                      <RatingCheckFlag check={keyword.rating_check} />
                    </Table.Td>
                    <Table.Td ta="right" {...WIDE_ONLY}>
                      {countLink(keyword.short, keyword.positive_mentions, 'positive')}
                    </Table.Td>
                    <Table.Td ta="right" {...WIDE_ONLY}>
                      {countLink(keyword.short, keyword.negative_mentions, 'negative')}
                    </Table.Td>
                    <Table.Td ta="right">{formatCount(keyword.positive_mentions + keyword.negative_mentions)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ResponsiveTableContainer>
        </>
      )}
    </InsightsCard>
  );
}
