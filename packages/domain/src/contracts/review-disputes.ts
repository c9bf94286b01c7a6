import { halLinksSchema, halListSchema } from '../hal';
import { disputeBodySchema, disputeSchema, disputeUpdateSchema } from '../review-disputes';
import { endpoint } from './endpoint';
import { idParams } from './params';

/** Disputes of reviews with their sources (issue 32 §2, decision 0147). */

const tags = ['reviews'];

export const disputeItemSchema = disputeSchema.extend({ _links: halLinksSchema });

export const listReviewDisputes = endpoint({
  method: 'GET',
  path: '/reviews/:id/disputes',
  params: idParams,
  responses: { 200: halListSchema('disputes', disputeSchema) },
  tags,
});

export const disputeReview = endpoint({
  method: 'POST',
  path: '/reviews/:id/disputes',
  params: idParams,
  body: disputeBodySchema,
  responses: { 201: disputeItemSchema },
  tags,
});

export const updateReviewDispute = endpoint({
  method: 'PATCH',
  path: '/review_disputes/:id',
  params: idParams,
  body: disputeUpdateSchema,
  responses: { 200: disputeItemSchema },
  tags,
});
