import {
  type BulkActionsBody,
  GOOGLE_POST_MESSAGES,
  type GooglePostContent,
  type GooglePostContentRequest,
  googlePostErrors,
  todayIn,
  withScheme,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import type { UnitOfWork } from '../../platform/db/unit-of-work';
import { badRequest, notFound, unprocessable } from '../../platform/errors';
import type { GooglePostsRepo } from './google-posts.repo';

/** A location filter's include: the locations chosen, a group, or (neither) every location of the account. */
export type PostLocationFilter = { locationIds?: number[]; groupId?: number };
/** The account's locations a filter matches, by name (from the locations' owner). */
export type MatchingLocations = (
  accountId: number,
  filter: PostLocationFilter,
) => Promise<{ id: number; name: string }[]>;

export type GooglePostsDeps = {
  repo: GooglePostsRepo;
  unitOfWork: UnitOfWork;
  matchingLocations: MatchingLocations;
  groupExists: (accountId: number, groupId: number) => Promise<boolean>;
  /** Queues the job that posts to every location of the action (in the caller's unit of work). */
  enqueue: (accountId: number, bulkActionId: number) => Promise<void>;
  now?: () => Date;
};

/** The post as it is kept: the rules applied, links with their scheme, an update's offer and event dropped. */
function normalised(body: GooglePostContentRequest): GooglePostContent {
  const { account_id: _account, ...post } = body;
  const action = post.call_to_action;
  const redeem = post.offer?.redeemOnlineUrl?.trim();
  return {
    topic_type: post.topic_type,
    summary: post.summary?.trim() || null,
    language_code: 'en',
    media: post.media ?? [],
    event: post.topic_type === 'STANDARD' ? null : (post.event ?? null),
    offer:
      post.topic_type === 'OFFER' && post.offer
        ? { ...post.offer, redeemOnlineUrl: redeem ? withScheme(redeem) : null }
        : null,
    call_to_action: action
      ? { actionType: action.actionType, url: action.actionType === 'CALL' ? null : withScheme(action.url ?? '') }
      : null,
  };
}

/** Google Posts (spec 001 §5, §7): the post is written first, then a bulk action sends it to the filter's locations. */
export function createGooglePostsService({
  repo,
  unitOfWork,
  matchingLocations,
  groupExists,
  enqueue,
  now = () => new Date(),
}: GooglePostsDeps) {
  return {
    /** POST /google_post_content: the rules of spec 001 §5, each error on its field. */
    async createContent(caller: Caller, body: GooglePostContentRequest) {
      const account = await accountInScope(caller, body.account_id);
      const errors = googlePostErrors(body, todayIn(caller.accountTimeZone, now()));
      if (Object.keys(errors).length > 0) {
        throw badRequest(
          GOOGLE_POST_MESSAGES.fixErrors,
          Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
        );
      }
      return { data: { id: await repo.createContent(account, caller.userId, normalised(body)) } };
    },

    /** POST /bulk_actions: the filter's locations now, and a job that posts to each and e-mails the report. */
    async createBulkActions(caller: Caller, body: BulkActionsBody) {
      const created: { id: number; status: string; location_count: number }[] = [];
      for (const action of body.actions) {
        const account = await accountInScope(caller, action.account_id);
        const contentId = action.action_payload.google_post_content_id;
        if (!(await repo.content(account, contentId))) throw notFound('Google post content not found');
        const include = action.action_filter.include ?? {};
        const filter: PostLocationFilter = { locationIds: include.location_ids, groupId: include.group_id };
        if (filter.groupId && !(await groupExists(account, filter.groupId))) throw notFound('Group not found');
        const matched = await matchingLocations(account, filter);
        if (filter.locationIds && matched.length !== new Set(filter.locationIds).size) {
          throw notFound('Location not found');
        }
        if (matched.length === 0) throw unprocessable('no_locations', 'No locations match the filter');
        const id = await unitOfWork(async () => {
          const actionId = await repo.createBulkAction({
            accountId: account,
            userId: caller.userId,
            reportTo: caller.email,
            googlePostContentId: contentId,
            filter: include,
            locationIds: matched.map((location) => location.id),
          });
          await enqueue(account, actionId);
          return actionId;
        });
        created.push({ id, status: 'pending', location_count: matched.length });
      }
      return { data: created, message: GOOGLE_POST_MESSAGES.submitted };
    },
  };
}

export type GooglePostsService = ReturnType<typeof createGooglePostsService>;
