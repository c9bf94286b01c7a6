import { draftReply } from '@repute/domain/contracts/reply-drafts';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import type { ContractApp } from '../../platform/http/routing';
import type { ReplyDraftsService } from './reply-drafts.service';

export function replyDraftsRoutes(app: ContractApp, drafts: ReplyDraftsService): void {
  route(app, draftReply, async (request) => drafts.draft(callerOf(request), request.params.id));
}
