import { CHART_COLORS, formatReportCell, type ReportSection } from '@repute/domain';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

type ReportChartProps = { section: ReportSection; height: number };

const AXIS_TICK = { fontSize: 12, fill: 'var(--mantine-color-dimmed)' };
/** Bars and lines of counts and ratings; shares and days read from the table. */
const DRAWN = new Set(['count', 'rating']);

/**
 * A section's chart (decision 0140): months as a trend line, items as bars (every drawable measure side by side),
 * a funnel as bars in stage order. The numbers are the section's table's; the chart is for looking, not reading.
 */
export function ReportChart({ section, height }: ReportChartProps) {
  const [name, ...measures] = section.columns;
  if (!name) return null;
  const drawn = measures.filter((column) => DRAWN.has(column.format));
  const series = section.chart === 'line' ? drawn.slice(0, 1) : drawn.filter((c) => c.format === drawn[0]?.format);
  const formatOf = (key: string) => section.columns.find((column) => column.key === key)?.format ?? 'count';
  const tooltip = (
    <Tooltip
      formatter={(value, key) => formatReportCell(typeof value === 'number' ? value : null, formatOf(String(key)))}
    />
  );
  if (section.chart === 'line') {
    return (
      <ResponsiveContainer width="100%" height={height}>
        <LineChart data={section.rows} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
          <CartesianGrid vertical={false} stroke="var(--mantine-color-gray-2)" />
          <XAxis dataKey={name.key} tick={AXIS_TICK} tickLine={false} axisLine={false} />
          <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} domain={[0, 5]} />
          {tooltip}
          {series.map((column, index) => (
            <Line
              key={column.key}
              dataKey={column.key}
              name={column.label}
              stroke={CHART_COLORS[index]}
              strokeWidth={2.5}
              connectNulls
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    );
  }
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={section.rows} layout="vertical" margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid horizontal={false} stroke="var(--mantine-color-gray-2)" />
        <XAxis type="number" tick={AXIS_TICK} tickLine={false} axisLine={false} allowDecimals={false} />
        <YAxis type="category" dataKey={name.key} tick={AXIS_TICK} tickLine={false} axisLine={false} width={120} />
        {tooltip}
        {series.length > 1 && <Legend iconType="circle" iconSize={10} wrapperStyle={{ fontSize: 13 }} />}
        {series.map((column, index) => (
          <Bar key={column.key} dataKey={column.key} name={column.label} fill={CHART_COLORS[index]} maxBarSize={22} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
