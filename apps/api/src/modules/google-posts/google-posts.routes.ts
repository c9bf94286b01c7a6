import {
  bulkActionsAnswerSchema,
  bulkActionsBodySchema,
  googlePostContentAnswerSchema,
  googlePostContentBodySchema,
} from '@repute/domain';
import { callerOf } from '../../platform/http/authenticate';
import type { TypedApp } from '../../platform/http/routing';
import type { GooglePostsService } from './google-posts.service';

const TAGS = ['google posts'];

export function googlePostsRoutes(app: TypedApp, posts: GooglePostsService): void {
  app.post(
    '/google_post_content',
    { schema: { tags: TAGS, body: googlePostContentBodySchema, response: { 201: googlePostContentAnswerSchema } } },
    async (request, reply) => reply.status(201).send(await posts.createContent(callerOf(request), request.body)),
  );

  app.post(
    '/bulk_actions',
    { schema: { tags: TAGS, body: bulkActionsBodySchema, response: { 201: bulkActionsAnswerSchema } } },
    async (request, reply) => reply.status(201).send(await posts.createBulkActions(callerOf(request), request.body)),
  );
}
