import { z } from 'zod';
import { halListSchema } from '../hal';
import { listQuerySchema, MAX_PAGE_SIZE } from '../list-query';
import { issueSchema } from '../listings';
import { booleanQueryFlag } from '../locations';
import { idSchema } from '../whole-numbers';
import { endpoint } from './endpoint';

/** What is wrong with the account's locations (spec 001 §3 "Issues"); listed under the locations tag. */

export const issuesQuerySchema = listQuerySchema({ perPage: { default: 250, max: MAX_PAGE_SIZE } }).extend({
  account_id: idSchema.optional(),
  location_id: idSchema.optional(),
  resource_type: z.string().max(50).optional(),
  resource_id: idSchema.optional(),
  include_muted: booleanQueryFlag.optional(),
});

export const listIssues = endpoint({
  method: 'GET',
  path: '/issues',
  query: issuesQuerySchema,
  responses: { 200: halListSchema('issues', issueSchema) },
  tags: ['locations'],
});
