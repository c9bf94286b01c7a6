import {
  booleanQueryFlag,
  halListSchema,
  idSchema,
  issueSchema,
  listQuerySchema,
  MAX_PAGE_SIZE,
  pageSlice,
} from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import { halList } from '../../platform/http/hal';
import type { TypedApp } from '../../platform/http/routing';
import type { IssuesService } from './issues.service';

const issuesQuery = listQuerySchema({ perPage: { default: 250, max: MAX_PAGE_SIZE } }).extend({
  account_id: idSchema.optional(),
  location_id: idSchema.optional(),
  resource_type: z.string().max(50).optional(),
  resource_id: idSchema.optional(),
  include_muted: booleanQueryFlag.optional(),
});

export function issuesRoutes(app: TypedApp, issues: IssuesService): void {
  app.get(
    '/issues',
    {
      schema: {
        tags: ['locations'],
        querystring: issuesQuery,
        response: { 200: halListSchema('issues', issueSchema) },
      },
    },
    async (request) => {
      const all = await issues.list(callerOf(request), request.query);
      return halList('issues', pageSlice(all, request.query), all.length, request.query, '/issues', request.query);
    },
  );
}
