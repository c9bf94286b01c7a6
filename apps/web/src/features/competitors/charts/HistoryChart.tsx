import type { CompetitorDay } from '@repute/domain/competitors';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SERIES_COLORS } from '../../../shared/ui/chart-colors';

type HistoryChartProps = { days: CompetitorDay[]; height: number };

const AXIS_TICK = { fontSize: 12, fill: 'var(--mantine-color-dimmed)' };
const SOURCE_NAMES: Record<number, string> = { 1: 'Google', 3: 'Yelp' };

/** One competitor's daily history: its rating and review count at each source. */
export function HistoryChart({ days, height }: HistoryChartProps) {
  const byDay = new Map<string, Record<string, number | string | null>>();
  for (const day of days) {
    const source = SOURCE_NAMES[day.source_id] ?? `Source ${day.source_id}`;
    const point = byDay.get(day.day) ?? { day: day.day };
    point[`${source} rating`] = day.rating;
    point[`${source} reviews`] = day.review_count;
    byDay.set(day.day, point);
  }
  const sources = [...new Set(days.map((day) => SOURCE_NAMES[day.source_id] ?? `Source ${day.source_id}`))];
  const colors = [SERIES_COLORS.rating, SERIES_COLORS.negative];
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={[...byDay.values()]} margin={{ top: 8, right: 4, bottom: 0, left: -12 }}>
        <CartesianGrid vertical={false} stroke="var(--mantine-color-gray-2)" />
        <XAxis dataKey="day" tick={AXIS_TICK} tickLine={false} axisLine={false} minTickGap={40} />
        <YAxis yAxisId="rating" domain={[1, 5]} tick={AXIS_TICK} tickLine={false} axisLine={false} />
        <YAxis yAxisId="reviews" orientation="right" tick={AXIS_TICK} tickLine={false} axisLine={false} />
        <Tooltip />
        <Legend iconType="circle" iconSize={10} wrapperStyle={{ fontSize: 13, paddingTop: 8 }} />
        {sources.flatMap((source, index) => [
          <Line
            key={`${source}-rating`}
            yAxisId="rating"
            dataKey={`${source} rating`}
            stroke={colors[index % 2]}
            dot={false}
          />,
          <Line
            key={`${source}-reviews`}
            yAxisId="reviews"
            dataKey={`${source} reviews`}
            stroke={colors[index % 2]}
            strokeDasharray="4 3"
            dot={false}
          />,
        ])}
      </LineChart>
    </ResponsiveContainer>
  );
}
