import { z } from 'zod';
import { listQuerySchema, MAX_PAGE_SIZE } from './list-query';
import { publicFaceShape } from './public-brand';
import { UNSUBSCRIBE_LISTS } from './public-pages';
import { idSchema as positiveId } from './whole-numbers';

/**
 * Review alerts (issue 11 §3, decision 0034): what a user is told about by e-mail, for which locations, and when.
 * new_review: a review new to Repute (all ratings, or at or below max_rating); awaiting_response: a review still
 * without a response wait_hours after it arrived; response_failed: a response that could not be published.
 */
export const ALERT_KINDS = ['new_review', 'awaiting_response', 'response_failed'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_DELIVERIES = ['immediately', 'daily_digest'] as const;
export type AlertDelivery = (typeof ALERT_DELIVERIES)[number];

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  new_review: 'New reviews',
  awaiting_response: 'Reviews waiting for a response',
  response_failed: 'Failed response publishing',
};

/** The waiting times offered, in hours (a day, two, three, a week). */
export const ALERT_WAIT_HOURS = [4, 12, 24, 48, 72, 168] as const;
export const MAX_ALERT_SCOPE_IDS = 500;
export const ALERTS_PAGE_SIZE = 25;

/** "HH:MM", 24-hour, in the account's time zone. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM');
const scopeIds = z.array(positiveId).max(MAX_ALERT_SCOPE_IDS);

const alertFields = z.object({
  kind: z.enum(ALERT_KINDS),
  /** new_review: at or below this rating (0 is "No rating"); null for every rating. */
  max_rating: z.number().int().min(0).max(5).nullable(),
  /** awaiting_response: how long a review may wait, in hours. */
  wait_hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .nullable(),
  /** Both empty: every location of the account. */
  location_ids: scopeIds,
  group_ids: scopeIds,
  delivery: z.enum(ALERT_DELIVERIES),
  /** daily_digest: when the digest goes out, in the account's time zone. */
  digest_time: clockTime.nullable(),
});

type AlertFields = z.infer<typeof alertFields>;

/** The rules between the fields, each as a message on the field that breaks it. */
export function alertRuleIssues(alert: AlertFields): { field: keyof AlertFields; message: string }[] {
  const issues: { field: keyof AlertFields; message: string }[] = [];
  if (alert.kind === 'awaiting_response' && alert.wait_hours === null) {
    issues.push({ field: 'wait_hours', message: 'Choose how long a review may wait' });
  }
  if (alert.delivery === 'daily_digest' && alert.digest_time === null) {
    issues.push({ field: 'digest_time', message: 'Choose when the daily digest is sent' });
  }
  return issues;
}

const checkAlertRules = (alert: AlertFields, context: z.RefinementCtx) => {
  for (const issue of alertRuleIssues(alert)) {
    context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
};

export const alertCreateSchema = alertFields
  .extend({
    account_id: positiveId.optional(),
    max_rating: alertFields.shape.max_rating.default(null),
    wait_hours: alertFields.shape.wait_hours.default(null),
    location_ids: scopeIds.default([]),
    group_ids: scopeIds.default([]),
    delivery: alertFields.shape.delivery.default('immediately'),
    digest_time: alertFields.shape.digest_time.default(null),
  })
  .superRefine(checkAlertRules);
export type AlertCreate = z.infer<typeof alertCreateSchema>;

/** PATCH replaces the fields it carries; the rules hold for the alert as it ends up (checked by the service). */
export const alertPatchSchema = alertFields.partial().extend({
  account_id: positiveId.optional(),
  /** Turns an alert unsubscribed from an e-mail back on (or off). */
  subscribed: z.boolean().optional(),
});
export type AlertPatch = z.infer<typeof alertPatchSchema>;

export const alertSchema = alertFields.extend({
  location_ids: z.array(z.number().int()),
  group_ids: z.array(z.number().int()),
  id: z.number().int(),
  account_id: z.number().int(),
  user_id: z.number().int(),
  /** False once unsubscribed from an e-mail's link; PATCH subscribed: true turns it back on. */
  subscribed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertsQuerySchema = listQuerySchema({ perPage: { default: ALERTS_PAGE_SIZE, max: MAX_PAGE_SIZE } }).extend(
  {
    account_id: positiveId.optional(),
  },
);
export type AlertsQuery = z.infer<typeof alertsQuerySchema>;

/** The public unsubscribe pages' calls; the lists are public-pages.ts's (the pages load that module). */
export const unsubscribeParamsSchema = z.object({ list: z.enum(UNSUBSCRIBE_LISTS), id: positiveId });
export const unsubscribeQuerySchema = z.object({
  email: z.string().max(320),
  token: z.string().max(200),
});
export const unsubscribeStateSchema = z.object({
  list: z.enum(UNSUBSCRIBE_LISTS),
  id: z.number().int(),
  /** What the messages are, as the page names them ("New reviews alert"). */
  description: z.string(),
  subscribed: z.boolean(),
  /** Whether the recipient is one of the account's users, who may sign in (not a customer or an outside address). */
  signs_in: z.boolean(),
  /** Whose messages they are: the page speaks as that account (decision 0117). */
  ...publicFaceShape,
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;
