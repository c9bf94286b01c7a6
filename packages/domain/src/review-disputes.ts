import { z } from 'zod';

/*
 * Disputes (issue 32 §2, decision 0147): a review flagged to its source as breaking the source's policy, with a
 * reason and evidence, tracked until the source decides. Behind the `dispute_reviews` setting (spec 000 §6).
 */

/** The grounds the directories' content policies share (Google's prohibited content, Yelp's guidelines). */
export const DISPUTE_REASONS = [
  'spam',
  'off_topic',
  'conflict_of_interest',
  'not_a_customer',
  'offensive',
  'personal_information',
  'other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  spam: 'Spam or fake review',
  off_topic: 'Off topic',
  conflict_of_interest: 'Conflict of interest',
  not_a_customer: 'Not a customer',
  offensive: 'Offensive or hateful content',
  personal_information: 'Personal information',
  other: 'Other policy violation',
};

/** Open: submitted, in review. Closed: removed (the source took the review down), kept, withdrawn. */
export const DISPUTE_STATUSES = ['submitted', 'in_review', 'removed', 'kept', 'withdrawn'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const OPEN_DISPUTE_STATUSES: readonly DisputeStatus[] = ['submitted', 'in_review'];

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  submitted: 'Dispute submitted',
  in_review: 'Dispute in review',
  removed: 'Review removed',
  kept: 'Review kept',
  withdrawn: 'Dispute withdrawn',
};

export const DISPUTE_DETAILS_MAX = 2000;

const evidenceUrl = z
  .url({ protocol: /^https?$/, error: 'Enter a link starting with http:// or https://' })
  .max(2000)
  .nullable()
  .default(null);

export const disputeBodySchema = z.object({
  reason: z.enum(DISPUTE_REASONS),
  details: z.string().trim().min(1, 'Say how the review breaks the policy').max(DISPUTE_DETAILS_MAX),
  evidence_url: evidenceUrl,
});
export type DisputeBody = z.input<typeof disputeBodySchema>;

/** Recording what the source decided (or taking the dispute back). */
export const disputeUpdateSchema = z.object({
  status: z.enum(DISPUTE_STATUSES),
  outcome_note: z.string().trim().max(DISPUTE_DETAILS_MAX).nullable().default(null),
});

export const disputeSchema = z.object({
  id: z.number().int(),
  review_id: z.number().int(),
  reason: z.enum(DISPUTE_REASONS),
  details: z.string(),
  evidence_url: z.string().nullable(),
  status: z.enum(DISPUTE_STATUSES),
  outcome_note: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;
