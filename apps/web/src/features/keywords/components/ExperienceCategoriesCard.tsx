import { Anchor, Group, Progress, Table, Text } from '@mantine/core';
import type { FilterParams } from '@repute/domain';
import { experienceCategoryLabel } from '@repute/domain/experience-categories';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { ExportMenu } from '../../../shared/exports/ExportMenu';
import { categoryLink } from '../../../shared/insights/keyword-links';
import { formatCount } from '../../../shared/lib/count-format';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { shareOf } from '../insights-format';
import type { InsightsParams } from '../insights-params';
import { useCategoryRank } from '../keywords-api';
import { KEYWORDS_TEXT } from '../keywords-text';
import { InsightsCard } from './InsightsCard';
import { RatingCheckFlag } from './RatingCheckFlag';
import { RatingCheckNote } from './RatingCheckNote';

type ExperienceCategoriesCardProps = {
  /** Null while the date range is not known. */
  params: InsightsParams | null;
  /** The URL's filters, carried by each category's link. */
  linkParams: FilterParams;
  sort: string;
  /** More items of the card's export menu (Schedule Export). */
  exportItems?: ReactNode;
};

/** GET /insights/{accountId}/category_rank: each category with its positive and total counts. */
export function ExperienceCategoriesCard({ params, linkParams, sort, exportItems }: ExperienceCategoriesCardProps) {
  const appPath = useAppPath();
  const rank = useCategoryRank(params);
  return (
    <InsightsCard
      title={KEYWORDS_TEXT.categoriesTitle}
      description="What reviews talk about, and how many of them are positive about it"
      stale={rank.isPlaceholderData}
      actions={
        <ExportMenu request={params ? { resource: 'experience_categories', filters: { ...params } } : null}>
          {exportItems}
        </ExportMenu>
      }
    >
      {rank.isError ? (
        <ErrorAlert>{KEYWORDS_TEXT.categoriesError}</ErrorAlert>
      ) : rank.isPending ? (
        <TableSkeleton rows={4} label="Loading experience categories" />
      ) : rank.data.length === 0 ? (
        <EmptyState title={KEYWORDS_TEXT.noCategories}>{KEYWORDS_TEXT.tryOtherFilters}</EmptyState>
      ) : (
        <>
          <RatingCheckNote items={rank.data} noun={['category', 'categories']} />
          <ResponsiveTableContainer minWidth={520}>
            <Table verticalSpacing="sm" highlightOnHover aria-label={KEYWORDS_TEXT.categoriesTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Category</Table.Th>
                  <Table.Th ta="right" {...WIDE_ONLY}>
                    Positive
                  </Table.Th>
                  <Table.Th ta="right" {...WIDE_ONLY}>
                    Total
                  </Table.Th>
                  <Table.Th>Positive share</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rank.data.map((item) => {
                  const share = shareOf(item.positive_count, item.total_count);
                  return (
                    <Table.Tr key={item.category}>
                      <Table.Td>
                        {/* Breaks anywhere: 'Consumer/customer/patient' is one word too wide for a phone. */}
                        <Anchor
                          component={Link}
                          to={appPath(categoryLink(item.category, linkParams, { sort }))}
                          fw={500}
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {experienceCategoryLabel(item.category)}
                        </Anchor>
                        <RatingCheckFlag check={item.rating_check} />
                      </Table.Td>
                      <Table.Td ta="right" {...WIDE_ONLY}>
                        {formatCount(item.positive_count)}
                      </Table.Td>
                      <Table.Td ta="right" {...WIDE_ONLY}>
                        {formatCount(item.total_count)}
                      </Table.Td>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <Progress value={share} color="teal" w={{ base: 60, sm: 120 }} aria-hidden />
                          <Text size="sm">{share}%</Text>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ResponsiveTableContainer>
        </>
      )}
    </InsightsCard>
  );
}
