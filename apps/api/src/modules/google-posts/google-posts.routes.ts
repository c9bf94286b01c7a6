import { createBulkActions, createGooglePostContent } from '@repute/domain/contracts/google-posts';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import type { ContractApp } from '../../platform/http/routing';
import type { GooglePostsService } from './google-posts.service';

export function googlePostsRoutes(app: ContractApp, posts: GooglePostsService): void {
  route(app, createGooglePostContent, async (request, reply) =>
    reply.status(201).send(await posts.createContent(callerOf(request), request.body)),
  );

  route(app, createBulkActions, async (request, reply) =>
    reply.status(201).send(await posts.createBulkActions(callerOf(request), request.body)),
  );
}
