import type { CompetitorOverviewRow } from '@repute/domain/competitors';
import {
  CartesianGrid,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';
import { SERIES_COLORS } from '../../../shared/ui/chart-colors';

type QuadrantChartProps = { rows: CompetitorOverviewRow[]; height: number };

const AXIS_TICK = { fontSize: 12, fill: 'var(--mantine-color-dimmed)' };

type Point = { name: string; rating: number; reviews: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Rating against review count, the account's locations and their competitors: the lines at the medians cut the
 * field in four (well rated and much reviewed at the top right).
 */
export function QuadrantChart({ rows, height }: QuadrantChartProps) {
  const own: Point[] = rows.flatMap((row) =>
    row.rating === null ? [] : [{ name: row.location_name, rating: row.rating, reviews: row.review_count }],
  );
  const theirs: Point[] = rows.flatMap((row) =>
    row.competitors.flatMap((competitor) =>
      competitor.rating === null
        ? []
        : [{ name: competitor.name, rating: competitor.rating, reviews: competitor.review_count }],
    ),
  );
  const all = [...own, ...theirs];
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ScatterChart margin={{ top: 8, right: 8, bottom: 8, left: -8 }}>
        <CartesianGrid stroke="var(--mantine-color-gray-2)" />
        <XAxis type="number" dataKey="reviews" name="Reviews" tick={AXIS_TICK} scale="log" domain={['auto', 'auto']} />
        <YAxis type="number" dataKey="rating" name="Rating" domain={[1, 5]} tick={AXIS_TICK} />
        <ZAxis type="category" dataKey="name" name="Name" />
        <ReferenceLine x={median(all.map((point) => point.reviews))} stroke="var(--mantine-color-gray-5)" />
        <ReferenceLine y={median(all.map((point) => point.rating))} stroke="var(--mantine-color-gray-5)" />
        <Tooltip cursor={{ strokeDasharray: '3 3' }} />
        <Legend iconType="circle" iconSize={10} wrapperStyle={{ fontSize: 13 }} />
        <Scatter name="Competitors" data={theirs} fill={SERIES_COLORS.negative} fillOpacity={0.6} />
        <Scatter name="Your locations" data={own} fill={SERIES_COLORS.rating} />
      </ScatterChart>
    </ResponsiveContainer>
  );
}
