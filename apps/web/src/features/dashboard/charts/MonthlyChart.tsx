import { monthLabel } from '@repute/domain/calendar-dates';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SERIES_COLORS } from '../../../shared/ui/chart-colors';
import type { MonthPoint } from '../monthly-series';
import { MonthTooltip } from './MonthTooltip';

type MonthlyChartProps = { points: MonthPoint[]; height: number };

const AXIS_TICK = { fontSize: 12, fill: 'var(--mantine-color-dimmed)' };

/** Positive and negative reviews a month as bars (left axis), the month's average rating as a line (right). */
export function MonthlyChart({ points, height }: MonthlyChartProps) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={points} margin={{ top: 8, right: 4, bottom: 0, left: -12 }}>
        <CartesianGrid vertical={false} stroke="var(--mantine-color-gray-2)" />
        <XAxis dataKey="month" tickFormatter={monthLabel} tick={AXIS_TICK} tickLine={false} axisLine={false} />
        <YAxis yAxisId="count" allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} />
        <YAxis
          yAxisId="rating"
          orientation="right"
          domain={[0, 5]}
          ticks={[0, 1, 2, 3, 4, 5]}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={32}
        />
        <Tooltip
          cursor={{ fill: 'var(--mantine-color-gray-1)' }}
          content={({ payload }) => <MonthTooltip point={payload?.[0]?.payload as MonthPoint | undefined} />}
        />
        <Legend iconType="circle" iconSize={10} wrapperStyle={{ fontSize: 13, paddingTop: 8 }} />
        <Bar
          yAxisId="count"
          dataKey="positive"
          name="Positive reviews"
          fill={SERIES_COLORS.positive}
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
        />
        <Bar
          yAxisId="count"
          dataKey="negative"
          name="Negative reviews"
          fill={SERIES_COLORS.negative}
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
        />
        <Line
          yAxisId="rating"
          dataKey="rating"
          name="Average rating"
          type="monotone"
          stroke={SERIES_COLORS.rating}
          strokeWidth={2.5}
          dot={{ r: 3, fill: SERIES_COLORS.rating }}
          connectNulls
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
