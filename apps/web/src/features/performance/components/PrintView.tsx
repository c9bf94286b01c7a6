import type { PerformanceRow } from '@repute/domain';
import { createPortal } from 'react-dom';
import { formatDays, formatDelta, formatScore, formatShare, formatStars, formatWhole } from '../performance-format';
import type { PerformanceView } from '../performance-query';
import './performance-print.css';

type PrintViewProps = {
  rows: PerformanceRow[];
  view: PerformanceView;
  withLag: boolean;
  showIndustry: boolean;
  /** What the sheet is: the screen's title and its filters in words. */
  heading: string;
};

/**
 * Every row for printing, in a section hidden on screen and put straight under <body>, so the print style can
 * leave out the whole app around it (decision 0051).
 */
export function PrintView({ rows, view, withLag, showIndustry, heading }: PrintViewProps) {
  const name = view === 'groups' ? 'Group' : 'Location';
  return createPortal(
    <section className="repute-performance-print" aria-label="Print view" data-rows={rows.length}>
      <h1 style={{ fontSize: '12pt', margin: '0 0 6pt' }}>{heading}</h1>
      <table>
        <thead>
          <tr>
            <th>Rank</th>
            <th>{name}</th>
            <th>Performance Score</th>
            {withLag && <th>Change</th>}
            <th>Target Score</th>
            {showIndustry && <th>Industry Score</th>}
            <th>Avg. Rating</th>
            <th>Reviews</th>
            <th>Response Rate</th>
            <th>Response Time</th>
            <th>Listings in Sync</th>
            <th>Photos</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.location_id}-${row.group_id}`}>
              <td>{row.rank}</td>
              <td>
                {view === 'groups' ? row.group_name : row.location_name}
                {view === 'locations' && row.city ? `, ${row.city}` : ''}
              </td>
              <td>{formatScore(row.score)}</td>
              {withLag && <td>{formatDelta(row.score_delta)}</td>}
              <td>{formatScore(row.target_score)}</td>
              {showIndustry && <td>{formatScore(row.industry_score)}</td>}
              <td>{formatStars(row.avg_rating)}</td>
              <td>{formatWhole(row.total_reviews)}</td>
              <td>{formatShare(row.response_rate)}</td>
              <td>{formatDays(row.response_time)}</td>
              <td>{formatShare(row.listings_in_sync)}</td>
              <td>{formatWhole(row.media_count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>,
    document.body,
  );
}
