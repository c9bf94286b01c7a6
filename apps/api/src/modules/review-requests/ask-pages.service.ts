import type { AccountSettingCode } from '@repute/domain';
import {
  type AskAnswer,
  type AskPage,
  DEFAULT_FOLLOW_UP_QUESTION,
  isScoreOnScale,
  publishConsentText,
  SELECTOR_TEXT,
  type SelectorType,
  sourceById,
} from '@repute/domain';
import { badRequest, notFound } from '../../platform/errors';
import type { FeedbackArrived } from '../reviews';
import type { MicrosurveysRepo } from './microsurveys.repo';
import type { PublicFaceOf } from './public-brand';
import type { ReviewRequestsRepo } from './review-requests.repo';

export type AskPagesDeps = {
  repo: MicrosurveysRepo;
  requests: Pick<ReviewRequestsRepo, 'sitesOf'>;
  settingOn: (accountId: number, code: AccountSettingCode) => Promise<boolean>;
  faceOf: PublicFaceOf;
  /** The answer reaches the reviews inbox as customer feedback (decision 0091). */
  feedbackArrived: FeedbackArrived;
};

const NOT_FOUND = 'This page is not available';

type Found = {
  kind: AskPage['kind'];
  accountId: number;
  locationId: number;
  locationName: string;
  microsurveyId: number | null;
  title: string;
  selectorType: SelectorType;
  question: string;
  followUpQuestion: string;
};

/**
 * The public ask pages (decision 0078): a microsurvey at /m/{token}, and a location's own landing page at the same
 * kind of address (and its kiosk). No login; the token is the key. Every visitor is offered every review site of
 * the location, whatever they answer (no review gating, decision 0065).
 */
export function createAskPagesService({ repo, requests, settingOn, faceOf, feedbackArrived }: AskPagesDeps) {
  async function found(token: string): Promise<Found> {
    const survey = await repo.byToken(token);
    if (survey && (await settingOn(survey.microsurvey.accountId, 'microsurveys'))) {
      const { microsurvey } = survey;
      return {
        kind: 'microsurvey',
        accountId: microsurvey.accountId,
        locationId: microsurvey.locationId,
        locationName: survey.locationName,
        microsurveyId: microsurvey.id,
        title: microsurvey.name,
        selectorType: microsurvey.selectorType,
        question: microsurvey.question || SELECTOR_TEXT[microsurvey.selectorType],
        followUpQuestion: microsurvey.followUpQuestion,
      };
    }
    const landing = survey ? undefined : await repo.landingByToken(token);
    if (!landing) throw notFound(NOT_FOUND);
    // A location's own page asks the NPS question, as a request's feedback placeholder does by default.
    return {
      kind: 'location',
      ...landing,
      microsurveyId: null,
      title: landing.locationName,
      selectorType: 'nps',
      question: SELECTOR_TEXT.nps,
      followUpQuestion: DEFAULT_FOLLOW_UP_QUESTION,
    };
  }

  return {
    async page(token: string): Promise<AskPage> {
      const page = await found(token);
      const [sites, face] = await Promise.all([
        requests.sitesOf({
          accountId: page.accountId,
          locationId: page.locationId,
          urlIds: [],
          autoSelectSources: true,
        }),
        faceOf(page.accountId),
      ]);
      return {
        kind: page.kind,
        location_name: page.locationName,
        title: page.title,
        selector_type: page.selectorType,
        question: page.question,
        follow_up_question: page.followUpQuestion,
        sites: sites.map((site) => ({
          id: site.id,
          name: sourceById(site.sourceId)?.name ?? 'Review site',
          url: site.url,
        })),
        ...face,
        publish_consent_text: publishConsentText(page.locationName),
      };
    },
    async answer(token: string, input: AskAnswer) {
      const page = await found(token);
      if (!isScoreOnScale(page.selectorType, input.score)) {
        throw badRequest('Invalid answer', { score: ['Score is not on this question’s scale'] });
      }
      const response = await repo.insertResponse({
        accountId: page.accountId,
        locationId: page.locationId,
        microsurveyId: page.microsurveyId,
        selectorType: page.selectorType,
        score: input.score,
        feedback: input.feedback,
        kiosk: input.kiosk,
      });
      await feedbackArrived({
        accountId: page.accountId,
        locationId: page.locationId,
        externalId: `microsurvey-response-${response.id}`,
        authorName: null,
        words: input.feedback,
        answer: { selectorType: page.selectorType, score: input.score },
        publishConsent: input.publish_consent ? publishConsentText(page.locationName) : null,
        at: response.createdAt,
      });
      return { saved: true };
    },
  };
}

export type AskPagesService = ReturnType<typeof createAskPagesService>;
