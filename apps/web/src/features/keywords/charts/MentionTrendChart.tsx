import { monthLabel } from '@repute/domain/calendar-dates';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SERIES_COLORS } from '../../../shared/ui/chart-colors';
import type { TrendMonth } from '../mention-trend';

/** What the bars count: a keyword's mentions, or the reviews that touch a category. */
export type TrendUnit = 'mentions' | 'reviews';

type MentionTrendChartProps = { points: TrendMonth[]; height: number; unit: TrendUnit };

const AXIS_TICK = { fontSize: 12, fill: 'var(--mantine-color-dimmed)' };

/** Positive and negative mentions (or reviews) each month, stacked: how often, and how warmly, it comes up. */
export function MentionTrendChart({ points, height, unit }: MentionTrendChartProps) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={points} margin={{ top: 8, right: 4, bottom: 0, left: -12 }}>
        <CartesianGrid vertical={false} stroke="var(--mantine-color-gray-2)" />
        <XAxis dataKey="month" tickFormatter={monthLabel} tick={AXIS_TICK} tickLine={false} axisLine={false} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} />
        <Tooltip
          cursor={{ fill: 'var(--mantine-color-gray-1)' }}
          labelFormatter={(month) => monthLabel(String(month))}
        />
        <Legend iconType="circle" iconSize={10} wrapperStyle={{ fontSize: 13, paddingTop: 8 }} />
        <Bar
          dataKey="positive"
          name={`Positive ${unit}`}
          stackId="mentions"
          fill={SERIES_COLORS.positive}
          maxBarSize={28}
        />
        <Bar
          dataKey="negative"
          name={`Negative ${unit}`}
          stackId="mentions"
          fill={SERIES_COLORS.negative}
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
