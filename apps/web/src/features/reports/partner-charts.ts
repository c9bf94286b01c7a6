import type { PartnerAccountReportRow, ReportSection } from '@repute/domain';

/** The partner dashboard's charts, drawn by the reports' own chart from the table's rows (decision 0141). */
export function partnerChartSections(rows: PartnerAccountReportRow[], scope = ''): ReportSection[] {
  const name = { key: 'account', label: 'Account', format: 'text' } as const;
  return [
    {
      key: 'rating_by_account',
      title: `Average rating by account${scope}`,
      chart: 'bar',
      columns: [name, { key: 'rating', label: 'Average rating', format: 'rating' }],
      rows: rows.map((row) => ({ account: row.account_name, rating: row.average_rating })),
    },
    {
      key: 'volume_by_account',
      title: `Reviews and requests sent by account${scope}`,
      chart: 'bar',
      columns: [
        name,
        { key: 'reviews', label: 'Reviews', format: 'count' },
        { key: 'requests', label: 'Requests sent', format: 'count' },
      ],
      rows: rows.map((row) => ({ account: row.account_name, reviews: row.total_reviews, requests: row.requests_sent })),
    },
  ];
}
