import {
  isScoreOnScale,
  type LandingPage,
  publishConsentText,
  SELECTOR_TEXT,
  selectorTypeOf,
  sourceById,
} from '@repute/domain';
import type { UnitOfWork } from '../../platform/db/unit-of-work';
import { notFound } from '../../platform/errors';
import type { EmitWebhook } from '../outgoing-webhooks';
import type { FeedbackArrived } from '../reviews';
import type { PublicFaceOf } from './public-brand';
import type { ReviewRequestsRepo } from './review-requests.repo';

const NOT_FOUND = 'This review request link is not valid';

const questionOf = (selectorType: string) => SELECTOR_TEXT[selectorTypeOf(selectorType)];

type Found = NonNullable<Awaited<ReturnType<ReviewRequestsRepo['byToken']>>>;
type Answer = { chosen_url_id: number | null; score: number | null; feedback: string | null };

/** The recipient's columns an answer fills: the review site picked, or the score and words left. */
const answerColumns = (answer: Answer) =>
  answer.chosen_url_id !== null
    ? { chosenUrlId: answer.chosen_url_id }
    : { feedbackScore: answer.score, feedbackText: answer.feedback };

/**
 * The public review landing page of one request (no login: the token in the link is the proof). Every visitor is
 * offered every review site the request names, whatever they answer (no review gating, decision 0065), and may
 * leave private feedback instead or as well.
 */
export function createLandingService({
  repo,
  faceOf,
  feedbackArrived,
  unitOfWork,
  emitWebhook,
}: {
  repo: ReviewRequestsRepo;
  faceOf: PublicFaceOf;
  /** The feedback reaches the reviews inbox as customer feedback (decision 0091). */
  feedbackArrived: FeedbackArrived;
  unitOfWork: UnitOfWork;
  /** Outgoing webhooks' request.answered (decision 0167): sent once, with the answer that completed the request. */
  emitWebhook?: EmitWebhook;
}) {
  async function found(token: string) {
    const row = await repo.byToken(token);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  /** Marks the request completed, the first answer only, and tells the webhooks in the same transaction. */
  async function complete({ recipient, campaign }: Found, at: Date, answer: Answer) {
    await unitOfWork(async () => {
      const first = await repo.markOnce(recipient.token, 'completedAt', at, answerColumns(answer));
      if (!first) return;
      await emitWebhook?.(campaign.accountId, 'request.answered', {
        review_request_id: recipient.id,
        campaign_id: campaign.id,
        location_id: campaign.locationId,
        request_type: campaign.requestType,
        name: recipient.name || null,
        answered_at: at.toISOString(),
        ...answer,
      });
    });
  }

  return {
    /** The page's content; opening it counts as the request's link being followed. */
    async page(token: string): Promise<LandingPage> {
      const { recipient, campaign, locationName } = await found(token);
      const now = new Date();
      await repo.markOnce(token, 'openedAt', now);
      await repo.markOnce(token, 'clickedAt', now);
      const [sites, face] = await Promise.all([repo.sitesOf(campaign), faceOf(campaign.accountId)]);
      return {
        location_name: locationName,
        header_text: campaign.headerText,
        header_image: campaign.useHeaderImage && campaign.headerImage ? campaign.headerImage : null,
        ...face,
        selector_type: campaign.selectorType,
        question: questionOf(campaign.selectorType),
        sites: sites.map((site) => ({
          id: site.id,
          name: sourceById(site.sourceId)?.name ?? 'Review site',
          url: site.url,
        })),
        completed: recipient.completedAt !== null,
        publish_consent_text: publishConsentText(locationName),
      };
    },
    /** The review site a visitor chose: where to send them (recorded as the request's completion). */
    async chooseSite(token: string, urlId: number): Promise<string> {
      const request = await found(token);
      const site = (await repo.sitesOf(request.campaign)).find((candidate) => candidate.id === urlId);
      if (!site) throw notFound('Review site not found');
      await complete(request, new Date(), { chosen_url_id: urlId, score: null, feedback: null });
      return site.url;
    },
    async feedback(token: string, input: { score?: number; feedback: string; publish_consent: boolean }) {
      const request = await found(token);
      const { recipient, campaign, locationName } = request;
      const now = new Date();
      await complete(request, now, {
        chosen_url_id: null,
        score: input.score ?? null,
        feedback: input.feedback || null,
      });
      const selectorType = selectorTypeOf(campaign.selectorType);
      const answered = input.score !== undefined && isScoreOnScale(selectorType, input.score);
      if (answered || input.feedback) {
        await feedbackArrived({
          accountId: campaign.accountId,
          locationId: campaign.locationId,
          externalId: `review-request-${recipient.id}`,
          authorName: recipient.name || null,
          words: input.feedback,
          answer: answered && input.score !== undefined ? { selectorType, score: input.score } : null,
          publishConsent: input.publish_consent ? publishConsentText(locationName) : null,
          at: now,
        });
      }
      return { completed: true };
    },
    /** The tracking pixel: the e-mail was opened (an unknown token is ignored, a pixel never errs). */
    async opened(token: string) {
      await repo.markOnce(token, 'openedAt', new Date());
    },
  };
}

export type LandingService = ReturnType<typeof createLandingService>;
