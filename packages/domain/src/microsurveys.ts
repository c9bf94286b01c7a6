import { z } from 'zod';
import { isoDateSchema } from './iso-date';
import { publicFaceShape } from './public-brand';
import { publishConsentField } from './publish-consent';
import { SELECTOR_TEXT, SELECTOR_TYPES, type SelectorType } from './review-requests';
import { idSchema } from './whole-numbers';

/** Spec 000 §9: "Form-builder list default limit 5 with an 'N/limit used' label" (decision 0078). */
export const MICROSURVEY_LIMIT = 5;
/** What the API answers, and the list says, when the account has as many as it may. */
export const MICROSURVEY_LIMIT_REACHED = `You have used all ${MICROSURVEY_LIMIT} microsurveys. Delete one to add another.`;
export const microsurveyLimitLabel = (used: number, limit = MICROSURVEY_LIMIT) => `${used}/${limit} used`;

/** Spec 001 §2's names of the four microsurveys, in the Landing Pages tab's order. */
export const SELECTOR_TITLES: Record<SelectorType, string> = {
  nps: 'NPS',
  stars: 'Stars',
  thumbs: 'Thumbs Up',
  smiles: 'Smiling Faces',
};

/** The scores each microsurvey takes, lowest first: NPS 0-10, Stars 1-5, Thumbs down 0 / up 1, faces 1-3. */
export const SELECTOR_SCORES: Record<SelectorType, number[]> = {
  nps: Array.from({ length: 11 }, (_, score) => score),
  stars: [1, 2, 3, 4, 5],
  thumbs: [0, 1],
  smiles: [1, 2, 3],
};

export const isScoreOnScale = (selectorType: SelectorType, score: number) =>
  SELECTOR_SCORES[selectorType].includes(score);

/**
 * How a review of first-party feedback shows the answer it came with (decision 0091): the microsurvey's name and
 * the score on its own scale, so that a 2 is read as "2 of 10" on NPS and "2 of 5" on stars.
 */
export function microsurveyAnswerText({ selector_type, score }: { selector_type: SelectorType; score: number }) {
  const title = SELECTOR_TITLES[selector_type];
  if (selector_type === 'thumbs') return `Microsurvey answer: ${title}, ${score === 1 ? 'thumbs up' : 'thumbs down'}`;
  const highest = SELECTOR_SCORES[selector_type].at(-1);
  return `Microsurvey answer: ${title}, ${score} of ${highest}`;
}

/** Where a selector's scores go on the microsurvey export's scale (spec 001 §9: star 1-5 default, or NPS 1-10). */
export type ExportScale = 'star' | 'nps';
export function scoreOnExportScale(selectorType: SelectorType, score: number, scale: ExportScale): number {
  const scores = SELECTOR_SCORES[selectorType];
  const lowest = scores[0] ?? 0;
  const highest = scores[scores.length - 1] ?? 1;
  const top = scale === 'star' ? 5 : 10;
  if (selectorType === 'stars' && scale === 'star') return score;
  if (selectorType === 'stars') return score * 2;
  if (selectorType === 'nps' && scale === 'nps') return Math.max(1, score);
  // Any other pair: the same place between the scale's ends, never below 1.
  return Math.max(1, Math.round(1 + ((score - lowest) / (highest - lowest)) * (top - 1)));
}

export const DEFAULT_FOLLOW_UP_QUESTION = 'What is the main reason for your score?';

export const microsurveyBodySchema = z.object({
  account_id: idSchema.optional(),
  location_id: idSchema,
  name: z.string().trim().min(1, 'Name is required').max(100),
  selector_type: z.enum(SELECTOR_TYPES),
  /** Empty: the selector type's own question. */
  question: z.string().trim().max(300).default(''),
  follow_up_question: z.string().trim().max(300).default(DEFAULT_FOLLOW_UP_QUESTION),
  normalize_star_rating: z.boolean().default(false),
});
export type MicrosurveyBody = z.infer<typeof microsurveyBodySchema>;

export const questionOf = (selectorType: SelectorType, question: string) => question || SELECTOR_TEXT[selectorType];

export const microsurveySchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  location_id: z.number().int(),
  location_name: z.string(),
  name: z.string(),
  selector_type: z.enum(SELECTOR_TYPES),
  question: z.string(),
  follow_up_question: z.string(),
  normalize_star_rating: z.boolean(),
  /** Spec 000 §3's filter option entity names it so. */
  isStarRatingQuestion: z.boolean(),
  token: z.string(),
  responses: z.number().int(),
  created_at: z.string(),
});
export type Microsurvey = z.infer<typeof microsurveySchema>;

export const microsurveySummaryQuerySchema = z.object({
  start_date: isoDateSchema.optional(),
  end_date: isoDateSchema.optional(),
});

export const microsurveySummarySchema = z.object({
  total: z.number().int(),
  average: z.number().nullable(),
  /** The net promoter score (-100 to 100) of an NPS microsurvey; null for the others or without answers. */
  nps: z.number().int().nullable(),
  distribution: z.array(z.object({ score: z.number().int(), count: z.number().int() })),
  feedback: z.array(
    z.object({ id: z.number().int(), score: z.number().int(), feedback: z.string(), created_at: z.string() }),
  ),
});
export type MicrosurveySummary = z.infer<typeof microsurveySummarySchema>;

/** Count, mean, per-score counts and (for NPS) promoters' share less detractors' share, as a whole percent. */
export function summarise(selectorType: SelectorType, scores: number[]): Omit<MicrosurveySummary, 'feedback'> {
  const total = scores.length;
  const average = total === 0 ? null : scores.reduce((sum, score) => sum + score, 0) / total;
  const distribution = SELECTOR_SCORES[selectorType].map((score) => ({
    score,
    count: scores.filter((given) => given === score).length,
  }));
  let nps: number | null = null;
  if (selectorType === 'nps' && total > 0) {
    const promoters = scores.filter((score) => score >= 9).length;
    const detractors = scores.filter((score) => score <= 6).length;
    nps = Math.round(((promoters - detractors) / total) * 100);
  }
  return { total, average, nps, distribution };
}

/** A public ask page: a microsurvey, or a location's own landing page (decision 0078). */
export const askPageSchema = z.object({
  kind: z.enum(['microsurvey', 'location']),
  location_name: z.string(),
  title: z.string(),
  selector_type: z.enum(SELECTOR_TYPES),
  question: z.string(),
  follow_up_question: z.string(),
  sites: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
  ...publicFaceShape,
  /** The words of the unticked box that lets the business publish the feedback (decision 0114). */
  publish_consent_text: z.string(),
});
export type AskPage = z.infer<typeof askPageSchema>;

export const askAnswerSchema = z.object({
  score: z.number().int().min(0).max(10),
  feedback: z.string().trim().max(5000).default(''),
  /** Answered on a kiosk tablet rather than the visitor's own device. */
  kiosk: z.boolean().default(false),
  publish_consent: publishConsentField,
});
export type AskAnswer = z.infer<typeof askAnswerSchema>;

/** The location detail's Landing Pages tab: each public page's address (decision 0079). */
export const locationLandingPagesSchema = z.object({
  landing_url: z.string(),
  kiosk_url: z.string(),
  microsurveys: z.array(
    z.object({ id: z.number().int(), name: z.string(), selector_type: z.enum(SELECTOR_TYPES), url: z.string() }),
  ),
});
export type LocationLandingPages = z.infer<typeof locationLandingPagesSchema>;
