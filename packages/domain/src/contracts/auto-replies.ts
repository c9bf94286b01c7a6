import { z } from 'zod';
import {
  autoReplyHistorySchema,
  autoReplyRuleBodySchema,
  autoReplyRuleSchema,
  bulkApproveBodySchema,
  bulkApproveResultSchema,
  dryRunSchema,
  replySuggestionBodySchema,
  replySuggestionSchema,
  responseAuditSchema,
  suggestionsQuerySchema,
} from '../auto-replies';
import { halLinksSchema, halListSchema } from '../hal';
import { alsoAs, endpoint } from './endpoint';
import { idParams } from './params';

/** Auto-reply rules, the approval queue and the audit of who posted a reply (issue 32 §2, decision 0146). */

const tags = ['responses'];

export const autoReplyRuleItemSchema = autoReplyRuleSchema.extend({ _links: halLinksSchema });
export const replySuggestionItemSchema = replySuggestionSchema.extend({ _links: halLinksSchema });

export const listAutoReplyRules = endpoint({
  method: 'GET',
  path: '/auto_reply_rules',
  responses: { 200: halListSchema('auto_reply_rules', autoReplyRuleSchema) },
  tags,
});

export const createAutoReplyRule = endpoint({
  method: 'POST',
  path: '/auto_reply_rules',
  body: autoReplyRuleBodySchema,
  responses: { 201: autoReplyRuleItemSchema },
  tags,
});

export const getAutoReplyRule = endpoint({
  method: 'GET',
  path: '/auto_reply_rules/:id',
  params: idParams,
  responses: { 200: autoReplyRuleItemSchema },
  tags,
});

export const patchAutoReplyRule = endpoint({
  method: 'PATCH',
  path: '/auto_reply_rules/:id',
  params: idParams,
  body: autoReplyRuleBodySchema,
  responses: { 200: autoReplyRuleItemSchema },
  tags,
});
export const replaceAutoReplyRule = alsoAs(patchAutoReplyRule, 'PUT');

export const deleteAutoReplyRule = endpoint({
  method: 'DELETE',
  path: '/auto_reply_rules/:id',
  params: idParams,
  responses: { 200: autoReplyRuleItemSchema },
  tags,
});

/** Its saved versions and what it did with each review, newest first. */
export const autoReplyRuleHistory = endpoint({
  method: 'GET',
  path: '/auto_reply_rules/:id/history',
  params: idParams,
  responses: { 200: autoReplyHistorySchema },
  tags,
});

/** What a rule (saved or not) would have answered over the last 30 days; nothing is stored or sent. */
export const dryRunAutoReplyRule = endpoint({
  method: 'POST',
  path: '/auto_reply_rules/dry_run',
  body: autoReplyRuleBodySchema,
  responses: { 200: dryRunSchema },
  tags,
});

export const listReplySuggestions = endpoint({
  method: 'GET',
  path: '/reply_suggestions',
  query: suggestionsQuerySchema,
  responses: { 200: halListSchema('reply_suggestions', replySuggestionSchema) },
  tags,
});

export const suggestReply = endpoint({
  method: 'POST',
  path: '/reply_suggestions',
  body: replySuggestionBodySchema,
  responses: { 201: replySuggestionItemSchema },
  tags,
});

/** Posts the suggestion (the approver may have edited it) through the one publishing path. */
export const approveReplySuggestion = endpoint({
  method: 'POST',
  path: '/reply_suggestions/:id/approve',
  params: idParams,
  body: z.object({ content: z.string().trim().min(1).max(4096).optional() }),
  responses: { 200: replySuggestionItemSchema },
  tags,
});

export const rejectReplySuggestion = endpoint({
  method: 'POST',
  path: '/reply_suggestions/:id/reject',
  params: idParams,
  responses: { 200: replySuggestionItemSchema },
  tags,
});

export const bulkApproveReplySuggestions = endpoint({
  method: 'POST',
  path: '/reply_suggestions/approve',
  body: bulkApproveBodySchema,
  responses: { 200: bulkApproveResultSchema },
  tags,
});

/** Who posted the review's reply: a person or a rule, and who approved it; null while it has none. */
export const replyAudit = endpoint({
  method: 'GET',
  path: '/reviews/:id/reply_audit',
  params: idParams,
  responses: { 200: responseAuditSchema.nullable() },
  tags,
});
