import { z } from 'zod';

/*
 * Reply drafts (issue 32 §1, decision 0131): a suggested answer to a review that the user edits before sending.
 * Nothing is sent by drafting.
 */

/** Which engine wrote the draft: the built-in one (the account's templates and the review's analysis) or the LLM. */
export const REPLY_DRAFT_ENGINES = ['built_in', 'llm'] as const;
export type ReplyDraftEngine = (typeof REPLY_DRAFT_ENGINES)[number];

/**
 * A draft is kept short: well under every source's reply limit (Google's 4,096 characters, RESPONSE_MAX_LENGTH),
 * and about what an owner's reply to one review runs to (decision 0131).
 */
export const REPLY_DRAFT_MAX_LENGTH = 1000;

/** Why the built-in engine answered although a language model is configured. */
export const replyDraftFallbackSchema = z.object({
  /** 'llm_error': the model failed or timed out; 'guardrails': its draft failed a check. */
  reason: z.enum(['llm_error', 'guardrails']),
  /** The checks the model's draft failed (guardrails only). */
  checks: z.array(z.string()),
});

export const replyDraftSchema = z.object({
  review_id: z.number().int(),
  content: z.string(),
  engine: z.enum(REPLY_DRAFT_ENGINES),
  fallback: replyDraftFallbackSchema.nullable(),
});
export type ReplyDraft = z.infer<typeof replyDraftSchema>;
