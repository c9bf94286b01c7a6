import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';

export type ReportDates = { from?: string; to?: string };
export type ReportCounts = {
  sent: number;
  delivered: number;
  opened: number;
  clicked: number;
  responded: number;
  likely_reviews: number;
};
type Grouping = 'campaign' | 'channel' | 'location' | 'total';

/** Days after a request within which a review from the same name at an offered site counts as likely its doing. */
export const ATTRIBUTION_DAYS = 14;

const GROUPS: Record<Grouping, { select: SQL; groupBy: SQL }> = {
  campaign: {
    select: sql`c.id, c.subject, c.request_type as request_type_id, c.location_id, l.name as location_name, max(r.sent_at) as last_sent_at,`,
    groupBy: sql`group by c.id, c.account_id, l.name order by max(r.sent_at) desc, c.id desc`,
  },
  channel: { select: sql`c.request_type as request_type_id,`, groupBy: sql`group by c.request_type order by 1` },
  location: {
    select: sql`c.location_id, l.name as location_name,`,
    groupBy: sql`group by c.location_id, l.name order by l.name`,
  },
  total: { select: sql``, groupBy: sql`` },
};

/**
 * The ask tool's reports (issue 15 §4): the requests sent within the dates, and what came of them. A review is
 * "likely" a request's when it is at one of the sites the request offered, for the campaign's location, by the
 * recipient's name (in full, or first name and last initial as review sites show it), within 14 days after.
 */
export function createCampaignReportsRepo(db: Database) {
  async function counted<Row>(accountId: number, dates: ReportDates, grouping: Grouping) {
    const group = GROUPS[grouping];
    const result = await db.execute(sql`
      select ${group.select}
        count(r.sent_at)::int as sent,
        count(coalesce(r.delivered_at, m.accepted_at))::int as delivered,
        count(r.opened_at)::int as opened,
        count(r.clicked_at)::int as clicked,
        count(r.completed_at)::int as responded,
        count(*) filter (where exists (
          select 1 from reviews v
          join location_urls u on u.location_id = c.location_id and u.source_id = v.source_id
            and (c.auto_select_sources or cardinality(c.url_ids) = 0 or u.id = any(c.url_ids))
          where v.account_id = r.account_id and v.location_id = c.location_id and not v.removed
            and trim(r.name) <> ''
            and lower(trim(v.author_name)) in (
              lower(trim(r.name)),
              lower(split_part(trim(r.name), ' ', 1) || ' ' || left(split_part(trim(r.name), ' ', 2), 1) || '.')
            )
            and v.published_at >= r.sent_at
            and v.published_at < r.sent_at + make_interval(days => ${ATTRIBUTION_DAYS})
        ))::int as likely_reviews
      from campaign_recipients r
      join campaigns c on c.id = r.campaign_id
      join locations l on l.id = c.location_id
      left join mail_deliveries m on m.message_id = r.mail_message_id
      where r.account_id = ${accountId} and r.sent_at is not null
        ${dates.from ? sql`and r.sent_at >= ${dates.from}::date` : sql``}
        ${dates.to ? sql`and r.sent_at < ${dates.to}::date + 1` : sql``}
      ${group.groupBy}`);
    return result.rows as Row[];
  }

  return {
    byCampaign: (accountId: number, dates: ReportDates) =>
      counted<
        ReportCounts & {
          id: number;
          subject: string;
          request_type_id: string;
          location_id: number;
          location_name: string;
          last_sent_at: Date | string;
        }
      >(accountId, dates, 'campaign'),
    byChannel: (accountId: number, dates: ReportDates) =>
      counted<ReportCounts & { request_type_id: string }>(accountId, dates, 'channel'),
    byLocation: (accountId: number, dates: ReportDates) =>
      counted<ReportCounts & { location_id: number; location_name: string }>(accountId, dates, 'location'),
    total: async (accountId: number, dates: ReportDates) => (await counted<ReportCounts>(accountId, dates, 'total'))[0],
  };
}

export type CampaignReportsRepo = ReturnType<typeof createCampaignReportsRepo>;
