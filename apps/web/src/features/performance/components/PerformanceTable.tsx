import { ActionIcon, Anchor, Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { PerformanceRow } from '@repute/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatCount, plural } from '../../../shared/lib/count-format';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { SortableHeader } from '../../../shared/ui/SortableHeader';
import type { ScoredEntity } from '../performance-api';
import { formatDays, formatDelta, formatScore, formatShare, formatStars, formatWhole } from '../performance-format';
import type { PerformanceSort, PerformanceView } from '../performance-query';
import { FigureCell } from './FigureCell';
import { RankCell } from './RankCell';

/** Spec 001 §9: 1900 px with the previous period's columns, 1100 otherwise. */
export const TABLE_WIDTH_EXTENDED = 1900;
export const TABLE_WIDTH = 1100;

type PerformanceTableProps = {
  rows: PerformanceRow[];
  view: PerformanceView;
  withLag: boolean;
  showIndustry: boolean;
  sort: PerformanceSort;
  onSort: (column: string) => void;
  /** Where a row goes: /dashboard with the screen's filters and the row's location or group. */
  rowLink: (row: PerformanceRow) => string;
  onBreakdown: (entity: ScoredEntity) => void;
  onTarget: (row: PerformanceRow) => void;
  onIndustryInfo: () => void;
};

export function entityOf(row: PerformanceRow): ScoredEntity {
  return row.group_id !== null && row.location_id === null
    ? { kind: 'group', id: row.group_id, name: row.group_name ?? '' }
    : { kind: 'location', id: row.location_id ?? 0, name: row.location_name ?? '' };
}

/** The address line of a location row, or the size of a group. */
function subtitleOf(row: PerformanceRow, view: PerformanceView): string {
  if (view === 'groups')
    return `${formatCount(row.location_count)} ${plural(row.location_count, 'location', 'locations')}`;
  return [row.location_address, row.city, [row.state, row.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/** Buttons inside a clickable row act alone: the row's own click goes to the dashboard. */
const alone = (action: () => void) => (event: MouseEvent) => {
  event.stopPropagation();
  action();
};

/** The performance rows of spec 001 §3: every figure, with its previous-period value when asked for. */
export function PerformanceTable({
  rows,
  view,
  withLag,
  showIndustry,
  sort,
  onSort,
  rowLink,
  onBreakdown,
  onTarget,
  onIndustryInfo,
}: PerformanceTableProps) {
  const navigate = useNavigate();
  const previous = <T,>(value: T, format: (value: T) => string) => (withLag ? format(value) : undefined);
  const header = (label: string, column: string, visibility?: typeof WIDE_ONLY) => (
    <SortableHeader label={label} column={column} sort={sort} onSort={onSort} {...visibility} />
  );
  const nameLabel = view === 'groups' ? 'Group' : 'Location';
  return (
    <ResponsiveTableContainer minWidth={withLag ? TABLE_WIDTH_EXTENDED : TABLE_WIDTH}>
      <Table horizontalSpacing={8} verticalSpacing="sm" highlightOnHover aria-label={`${nameLabel} performance`}>
        <Table.Thead>
          <Table.Tr>
            {header('Rank', 'rank')}
            {header(nameLabel, 'name')}
            {header('Performance Score', 'score')}
            {withLag && header('Change', 'score_delta', WIDE_ONLY)}
            {header('Target Score', 'target_score', WIDE_ONLY)}
            {showIndustry && (
              <Table.Th ta="right" {...WIDE_ONLY}>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <span>Industry Score</span>
                  <ActionIcon variant="subtle" size="sm" aria-label="About the Industry Score" onClick={onIndustryInfo}>
                    <IconInfoCircle size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Th>
            )}
            {header('Avg. Rating', 'avg_rating', WIDE_ONLY)}
            {header('Reviews', 'total_reviews', WIDE_ONLY)}
            {header('Response Rate', 'response_rate', WIDE_ONLY)}
            {header('Response Time', 'response_time', WIDE_ONLY)}
            <Table.Th ta="right" {...WIDE_ONLY}>
              Listings in Sync
            </Table.Th>
            <Table.Th ta="right" {...WIDE_ONLY}>
              Photos
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const entity = entityOf(row);
            const to = rowLink(row);
            return (
              <Table.Tr
                key={`${entity.kind}-${entity.id}`}
                onClick={() => navigate(to)}
                style={{ cursor: 'pointer' }}
                data-testid="performance-row"
              >
                <RankCell rank={row.rank} />
                <Table.Td miw={{ base: 0, sm: 160 }}>
                  <Anchor component={Link} to={to} fw={600} onClick={(event) => event.stopPropagation()}>
                    {entity.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {subtitleOf(row, view)}
                  </Text>
                </Table.Td>
                <FigureCell
                  value={
                    <UnstyledButton
                      onClick={alone(() => onBreakdown(entity))}
                      aria-label={`Performance Score of ${entity.name}: ${formatScore(row.score)}, show the breakdown`}
                      style={{ textDecoration: 'underline dotted' }}
                    >
                      {formatScore(row.score)}
                    </UnstyledButton>
                  }
                  previous={previous(row.score_lag, formatScore)}
                />
                {withLag && <FigureCell wideOnly value={formatDelta(row.score_delta)} />}
                <FigureCell
                  wideOnly
                  value={
                    row.target_score === null ? (
                      formatScore(null)
                    ) : (
                      <UnstyledButton
                        onClick={alone(() => onTarget(row))}
                        aria-label={`Target Score of ${entity.name}: ${formatScore(row.target_score)}, show the targets`}
                        style={{ textDecoration: 'underline dotted' }}
                      >
                        {formatScore(row.target_score)}
                      </UnstyledButton>
                    )
                  }
                  previous={previous(row.target_score_lag, formatScore)}
                />
                {showIndustry && (
                  <FigureCell
                    wideOnly
                    value={formatScore(row.industry_score)}
                    previous={previous(row.industry_score_lag, formatScore)}
                  />
                )}
                <FigureCell
                  wideOnly
                  value={formatStars(row.avg_rating)}
                  previous={previous(row.avg_rating_lag, formatStars)}
                />
                <FigureCell
                  wideOnly
                  value={formatWhole(row.total_reviews)}
                  previous={previous(row.total_reviews_lag, formatWhole)}
                />
                <FigureCell
                  wideOnly
                  value={formatShare(row.response_rate)}
                  previous={previous(row.response_rate_lag, formatShare)}
                />
                <FigureCell
                  wideOnly
                  value={formatDays(row.response_time)}
                  previous={previous(row.response_time_lag, formatDays)}
                />
                <FigureCell
                  wideOnly
                  value={formatShare(row.listings_in_sync)}
                  previous={previous(row.listings_in_sync_lag, formatShare)}
                />
                <FigureCell
                  wideOnly
                  value={formatWhole(row.media_count)}
                  previous={previous(row.media_count_lag, formatWhole)}
                />
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ResponsiveTableContainer>
  );
}
