import {
  isScoreOnScale,
  type LandingPage,
  publishConsentText,
  SELECTOR_TEXT,
  selectorTypeOf,
  sourceById,
} from '@repute/domain';
import { notFound } from '../../platform/errors';
import type { FeedbackArrived } from '../reviews';
import type { PublicFaceOf } from './public-brand';
import type { ReviewRequestsRepo } from './review-requests.repo';

const NOT_FOUND = 'This review request link is not valid';

const questionOf = (selectorType: string) => SELECTOR_TEXT[selectorTypeOf(selectorType)];

/**
 * The public review landing page of one request (no login: the token in the link is the proof). Every visitor is
 * offered every review site the request names, whatever they answer (no review gating, decision 0065), and may
 * leave private feedback instead or as well.
 */
export function createLandingService({
  repo,
  faceOf,
  feedbackArrived,
}: {
  repo: ReviewRequestsRepo;
  faceOf: PublicFaceOf;
  /** The feedback reaches the reviews inbox as customer feedback (decision 0091). */
  feedbackArrived: FeedbackArrived;
}) {
  async function found(token: string) {
    const row = await repo.byToken(token);
    if (!row) throw notFound(NOT_FOUND);
    return row;
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
      const { campaign } = await found(token);
      const site = (await repo.sitesOf(campaign)).find((candidate) => candidate.id === urlId);
      if (!site) throw notFound('Review site not found');
      await repo.markOnce(token, 'completedAt', new Date(), { chosenUrlId: urlId });
      return site.url;
    },
    async feedback(token: string, input: { score?: number; feedback: string; publish_consent: boolean }) {
      const { recipient, campaign, locationName } = await found(token);
      const now = new Date();
      await repo.markOnce(token, 'completedAt', now, {
        feedbackScore: input.score ?? null,
        feedbackText: input.feedback || null,
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
