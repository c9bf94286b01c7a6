import { syncReviews } from '@repute/domain/contracts/reviews';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import type { ContractApp } from '../../platform/http/routing';
import type { ReviewSyncRequests } from './review-sync.requests';

/** On-demand sync: queues a sync of the account's locations and sources (or the ones named). */
export function reviewSyncRoutes(app: ContractApp, requests: ReviewSyncRequests): void {
  route(app, syncReviews, async (request, reply) =>
    reply.status(202).send(await requests.request(callerOf(request), request.body)),
  );
}
