import { halLinksSchema, halListSchema } from '../hal';
import {
  locationScorecardsSchema,
  publicScorecardSchema,
  scorecardPublicIdParams,
  scorecardRequestBodySchema,
  scorecardRequestSchema,
  scorecardRequestsQuerySchema,
  scorecardStandardsAnswerSchema,
  scorecardStandardsSchema,
} from '../scorecards';
import { endpoint } from './endpoint';

/* Scorecards (issue 30 §1, decision 0142): the account's standards, its locations graded, partners' prospect pages. */

const tags = ['scorecards'];

export const getScorecardStandards = endpoint({
  method: 'GET',
  path: '/scorecards/standards',
  responses: { 200: scorecardStandardsAnswerSchema },
  tags,
});

export const putScorecardStandards = endpoint({
  method: 'PUT',
  path: '/scorecards/standards',
  body: scorecardStandardsSchema,
  responses: { 200: scorecardStandardsAnswerSchema },
  tags,
});

/** Each location of the caller's account graded over the last 30 days. */
export const listLocationScorecards = endpoint({
  method: 'GET',
  path: '/scorecards',
  responses: { 200: locationScorecardsSchema },
  tags,
});

export const listScorecardRequests = endpoint({
  method: 'GET',
  path: '/scorecard_requests',
  query: scorecardRequestsQuerySchema,
  responses: { 200: halListSchema('scorecard_requests', scorecardRequestSchema) },
  tags,
});

export const createScorecardRequest = endpoint({
  method: 'POST',
  path: '/scorecard_requests',
  body: scorecardRequestBodySchema,
  responses: { 201: scorecardRequestSchema.extend({ _links: halLinksSchema }) },
  tags,
});

/** The page a partner sends a prospect (/scorecardrequest/{id}): no session, the random id is the key. */
export const getPublicScorecard = endpoint({
  method: 'GET',
  path: '/public/scorecard_requests/:id',
  params: scorecardPublicIdParams,
  responses: { 200: publicScorecardSchema },
  tags,
});
