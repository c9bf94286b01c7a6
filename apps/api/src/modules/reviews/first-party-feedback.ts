import { REVIEW_EVENTS, type SelectorType, scoreOnExportScale } from '@repute/domain';
import type { RealtimePublisher } from '../../platform/realtime/publisher';
import type { FirstPartyFeedbackRepo } from './first-party-feedback.repo';

/** The catalogue's "Customer Feedback" source: what customers tell the business on its own pages. */
export const CUSTOMER_FEEDBACK_SOURCE_ID = 12;

export type FirstPartyFeedback = {
  accountId: number;
  locationId: number;
  /** Unique per answer (`microsurvey-response-{id}`, `review-request-{id}`): an answer arrives once. */
  externalId: string;
  authorName: string | null;
  words: string;
  /** The microsurvey answer; none when only words were sent (a request's page takes words alone). */
  answer: { selectorType: SelectorType; score: number } | null;
  /** The consent's words the customer ticked to let the business publish the answer; null keeps it private. */
  publishConsent: string | null;
  at: Date;
};

/**
 * First-party feedback (a request's landing page, a microsurvey, the location's landing and kiosk pages) arrives in
 * the reviews inbox as the Customer Feedback source with its microsurvey answer, whatever the score (decision
 * 0091), and the open inbox hears of it at once through the event a review sync sends. It is private (never on a
 * widget or public page) unless the customer agreed on the page to its publication (decision 0114).
 */
export function createFirstPartyFeedback(deps: {
  repo: FirstPartyFeedbackRepo;
  realtime: Pick<RealtimePublisher, 'toAccount'>;
  /** Reviews that arrive are analysed (sentiment, keywords) as synced ones are. */
  requestAnalysis: (accountId: number) => Promise<void>;
}) {
  return async function feedbackArrived(feedback: FirstPartyFeedback): Promise<void> {
    const { answer } = feedback;
    const id = await deps.repo.insert({
      accountId: feedback.accountId,
      locationId: feedback.locationId,
      sourceId: CUSTOMER_FEEDBACK_SOURCE_ID,
      externalId: feedback.externalId,
      // The inbox's stars: the answer's place on the 1-5 scale (decision 0078's export scale).
      rating: answer ? scoreOnExportScale(answer.selectorType, answer.score, 'star') : 0,
      authorName: feedback.authorName,
      content: feedback.words || null,
      surveySelectorType: answer?.selectorType ?? null,
      surveyScore: answer?.score ?? null,
      private: feedback.publishConsent === null,
      publishConsent: feedback.publishConsent,
      publishedAt: feedback.at,
      sourceUpdatedAt: feedback.at,
    });
    if (id === undefined) return;
    await deps.realtime.toAccount(feedback.accountId, REVIEW_EVENTS.reviewsSynced, {
      location_id: feedback.locationId,
      source_id: CUSTOMER_FEEDBACK_SOURCE_ID,
      created: 1,
      edited: 0,
      removed: 0,
    });
    await deps.requestAnalysis(feedback.accountId);
  };
}

export type FeedbackArrived = ReturnType<typeof createFirstPartyFeedback>;
