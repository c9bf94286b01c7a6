import { monthLabel } from '@repute/domain/calendar-dates';
import type { CompetitorTrendPoint } from '@repute/domain/competitors';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SERIES_COLORS } from '../../../shared/ui/chart-colors';

type TrendChartProps = { points: CompetitorTrendPoint[]; height: number };

const AXIS_TICK = { fontSize: 12, fill: 'var(--mantine-color-dimmed)' };

/** Month by month: the account's rating against its competitors' (left), and both sides' new reviews (right). */
export function TrendChart({ points, height }: TrendChartProps) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={points} margin={{ top: 8, right: 4, bottom: 0, left: -12 }}>
        <CartesianGrid vertical={false} stroke="var(--mantine-color-gray-2)" />
        <XAxis dataKey="month" tickFormatter={monthLabel} tick={AXIS_TICK} tickLine={false} axisLine={false} />
        <YAxis yAxisId="rating" domain={[1, 5]} tick={AXIS_TICK} tickLine={false} axisLine={false} />
        <YAxis
          yAxisId="reviews"
          orientation="right"
          allowDecimals={false}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip labelFormatter={(month) => monthLabel(String(month))} />
        <Legend iconType="circle" iconSize={10} wrapperStyle={{ fontSize: 13, paddingTop: 8 }} />
        <Line
          yAxisId="rating"
          dataKey="own_rating"
          name="Your rating"
          stroke={SERIES_COLORS.rating}
          strokeWidth={2}
          dot={false}
          connectNulls
        />
        <Line
          yAxisId="rating"
          dataKey="competitor_rating"
          name="Competitors' rating"
          stroke={SERIES_COLORS.negative}
          strokeWidth={2}
          dot={false}
          connectNulls
        />
        <Line
          yAxisId="reviews"
          dataKey="own_new_reviews"
          name="Your new reviews"
          stroke={SERIES_COLORS.positive}
          strokeDasharray="4 3"
          dot={false}
        />
        <Line
          yAxisId="reviews"
          dataKey="competitor_new_reviews"
          name="Competitors' new reviews"
          stroke="var(--mantine-color-gray-6)"
          strokeDasharray="4 3"
          dot={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
