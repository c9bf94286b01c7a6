import type { IsoDate, PerformanceRow } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import type { NegativeReview } from '../scorecards';
import { insightsOf } from './insight-rules';

const period = { from: '2026-10-31' as IsoDate, to: '2026-11-29' as IsoDate };

function row(id: number, name: string, values: Partial<PerformanceRow>): PerformanceRow {
  return {
    location_id: id,
    location_name: name,
    total_reviews: 10,
    avg_rating: 4.5,
    avg_rating_lag: 4.5,
    response_time: 1,
    response_time_lag: 1,
    listings_in_sync: null,
    media_count: 3,
    ...values,
  } as PerformanceRow;
}

function negative(id: number, locationId: number, replyDays: number | null): NegativeReview {
  return {
    id,
    location_id: locationId,
    rating: 1,
    author_name: 'Pat Doe',
    content: 'We waited an hour past our appointment time and nobody said a word about it',
    published_at: '2026-11-20T10:00:00.000Z',
    reply_days: replyDays,
  };
}

const inputsOf = (rows: PerformanceRow[], negatives: NegativeReview[] = [], sent: [number, number][] = []) => ({
  period,
  rows,
  negatives,
  requestsSent: new Map(sent),
});

describe('insightsOf', () => {
  it('says response time rose and how many negative reviews wait, with those reviews as evidence', () => {
    const [insight] = insightsOf(
      inputsOf(
        [row(1, 'Ballard', { response_time: 4.8, response_time_lag: 1.2 })],
        [negative(11, 1, null), negative(12, 1, null), negative(13, 1, 0.5), negative(14, 2, null)],
      ),
    );
    expect(insight?.title).toBe(
      'Response time at Ballard rose from 1.2 to 4.8 days; 2 negative reviews are unanswered',
    );
    expect(insight?.evidence.items.map((item) => item.href)).toEqual(['/reviews/11', '/reviews/12']);
    expect(insight?.evidence.items[0]?.label).toMatch(/^1★ Pat Doe: “We waited .*…” \(2026-11-20\)$/);
    expect(insight?.evidence.link.href).toBe(
      '/reviews?from=2026-10-31&to=2026-11-29&dateDescriptor=custom&locationId=1&sentiment=-1&responseStatus=needs_response',
    );
    // 10 × (4.8 − 2) / 7 + 15 × 2 / 10
    expect(insight?.effect).toBe(7);
  });

  it('stays quiet below the thresholds', () => {
    const quiet = inputsOf([
      row(1, 'A', { response_time: 1.9, response_time_lag: 0.5, avg_rating: 4.3, avg_rating_lag: 4.5 }),
      row(2, 'B', { listings_in_sync: 1, total_reviews: 7 }),
    ]);
    expect(insightsOf(quiet)).toEqual([]);
  });

  it('compares review volume with the other locations, with the requests sent', () => {
    const insights = insightsOf(
      inputsOf([row(1, 'Fremont', { total_reviews: 3 }), row(2, 'B', { total_reviews: 10 })], [], [[2, 40]]),
    );
    expect(insights.map((insight) => insight.title)).toEqual([
      "Fremont gets 70% fewer reviews than the account's other locations: 0 requests sent in 60 days",
    ]);
  });

  it('gathers missing photos into one insight and ranks every insight by its effect', () => {
    const insights = insightsOf(
      inputsOf([
        row(1, 'A', { media_count: 0, avg_rating: 3.5, avg_rating_lag: 4.5 }),
        row(2, 'B', { media_count: 0, listings_in_sync: 0.5 }),
      ]),
    );
    expect(insights.map((insight) => [insight.key, insight.effect])).toEqual([
      ['rating_drop:1', 35],
      ['photos_missing:account', 10],
      ['listings_out_of_sync:2', 5],
    ]);
    expect(insights[1]?.title).toBe('Photos missing on Google for 2 locations');
    expect(insights[1]?.evidence.items.map((item) => item.href)).toEqual([
      '/settings/locations/1/details',
      '/settings/locations/2/details',
    ]);
  });
});
