import { z } from 'zod';
import { addMonths } from './calendar-dates';
import { isoDateSchema, isRealDate } from './iso-date';
import { isValidWebsite } from './locations';
import { idSchema } from './whole-numbers';

/** Spec 001 §9: Google post limits. */
export const GOOGLE_POST_SUMMARY_MAX = 1500;
export const GOOGLE_POST_TERMS_MAX = 5000;
export const GOOGLE_POST_IMAGE_MIN_PX = 250;
export const GOOGLE_POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const GOOGLE_POST_IMAGE_MIN_BYTES = 10240;
export const GOOGLE_POST_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
/** The Google Posts feature preview's dismissal is remembered this long, in a cookie (spec 001 §9). */
export const GOOGLE_POSTS_PREVIEW_COOKIE = 'google_posts_preview_dismissed';
export const GOOGLE_POSTS_PREVIEW_DAYS = 365;

export const GOOGLE_POST_TOPIC_TYPES = ['STANDARD', 'OFFER', 'EVENT'] as const;
export type GooglePostTopicType = (typeof GOOGLE_POST_TOPIC_TYPES)[number];

/** Spec 001 §9: the call-to-action options, in order, by label. */
export const GOOGLE_POST_ACTIONS = [
  { label: 'None', value: null },
  { label: 'Book', value: 'BOOK' },
  { label: 'Order Online', value: 'ORDER' },
  { label: 'Buy', value: 'SHOP' },
  { label: 'Learn more', value: 'LEARN_MORE' },
  { label: 'Sign up', value: 'SIGN_UP' },
  { label: 'Call now', value: 'CALL' },
] as const;
export const GOOGLE_POST_ACTION_TYPES = ['BOOK', 'ORDER', 'SHOP', 'LEARN_MORE', 'SIGN_UP', 'CALL'] as const;
export type GooglePostActionType = (typeof GOOGLE_POST_ACTION_TYPES)[number];

/** The example host the link message shows (decision 0086). */
export const GOOGLE_POST_EXAMPLE_HOST = 'www.example.com';

export const GOOGLE_POST_MESSAGES = {
  summaryTooLong: `Description must be ${GOOGLE_POST_SUMMARY_MAX} characters or fewer`,
  termsTooLong: `Terms and conditions must be ${GOOGLE_POST_TERMS_MAX} characters or fewer`,
  offerTitle: 'Enter an offer title',
  eventTitle: 'Enter an event title',
  startDate: 'Choose a start date',
  endDate: 'Choose an end date',
  descriptionOrImage: 'You must include a description or an image',
  invalidWebsite: `Enter a valid website. Example: ${GOOGLE_POST_EXAMPLE_HOST}`,
  // Spec 001 §5 names these four server date errors but not their words (decision 0086).
  startInPast: 'The start date cannot be in the past',
  endNotAfterStart: 'The end date must be after the start date',
  startTooFar: 'The start date must be within one year',
  endTooFar: 'The end date must be within one year',
  imageType: 'Files must be JPG or PNG',
  imageTooLarge: 'Images must be less than 5MB',
  imageTooSmallBytes: 'Images must be at least 10240 bytes',
  imageTooSmall: 'Images must be at least 250px by 250px',
  tooManyImages: "You can't upload more than 1 image",
  fixErrors: 'Fix any errors in the form and try again',
  submitted: 'Your Google post is being submitted. A report will be emailed to you when complete.',
} as const;

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the time form HH:mm');

/** Spec 001 §3 "Google post content", as POST /google_post_content takes it. */
export const googlePostContentBodySchema = z.object({
  account_id: idSchema.optional(),
  topic_type: z.enum(GOOGLE_POST_TOPIC_TYPES),
  summary: z.string().max(GOOGLE_POST_SUMMARY_MAX, GOOGLE_POST_MESSAGES.summaryTooLong).nullish(),
  language_code: z.literal('en').default('en'),
  media: z
    .array(z.object({ sourceUrl: z.string().max(2000), mediaFormat: z.literal('PHOTO') }))
    .max(1, GOOGLE_POST_MESSAGES.tooManyImages)
    .default([]),
  event: z
    .object({
      title: z.string().max(58).nullish(),
      schedule: z
        .object({
          startDate: isoDateSchema.nullish(),
          endDate: isoDateSchema.nullish(),
          startTime: timeSchema.nullish(),
          endTime: timeSchema.nullish(),
        })
        .default({}),
    })
    .nullish(),
  offer: z
    .object({
      couponCode: z.string().max(58).nullish(),
      termsConditions: z.string().max(GOOGLE_POST_TERMS_MAX, GOOGLE_POST_MESSAGES.termsTooLong).nullish(),
      redeemOnlineUrl: z.string().max(2000).nullish(),
    })
    .nullish(),
  call_to_action: z
    .object({ actionType: z.enum(GOOGLE_POST_ACTION_TYPES), url: z.string().max(2000).nullish() })
    .nullish(),
});
export type GooglePostContentBody = z.input<typeof googlePostContentBodySchema>;
export type GooglePostContentRequest = z.output<typeof googlePostContentBodySchema>;
export type GooglePostContent = z.output<typeof googlePostContentBodySchema>;

export const googlePostContentAnswerSchema = z.object({ data: z.object({ id: z.number().int() }) });

/** A location filter's `include`: the locations chosen, or a group, or every location of the account. */
export const bulkLocationFilterSchema = z.object({
  filter_resource_type: z.literal('location'),
  action_payload_field_name: z.literal('id'),
  include: z
    .object({
      location_ids: z.array(idSchema).max(10_000).optional(),
      group_id: idSchema.optional(),
    })
    .default({}),
});

/** Spec 001 §7: POST /bulk_actions with one Google post to create at every location the filter matches. */
export const bulkActionsBodySchema = z.object({
  actions: z
    .array(
      z.object({
        account_id: idSchema.optional(),
        user_id: idSchema.optional(),
        resource_type: z.literal('google_posts'),
        resource_method: z.literal('create'),
        action_payload: z.object({ google_post_content_id: idSchema }),
        action_filter: bulkLocationFilterSchema,
      }),
    )
    .min(1)
    .max(10),
});
export type BulkActionsBody = z.output<typeof bulkActionsBodySchema>;

export const bulkActionsAnswerSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), status: z.string(), location_count: z.number().int() })),
  message: z.string(),
});

/** A link as the form takes it: with or without its scheme, a host with a dot, no spaces. */
export function isValidPostLink(value: string): boolean {
  const trimmed = value.trim();
  return trimmed !== '' && !/\s/.test(trimmed) && isValidWebsite(withScheme(trimmed));
}

/** The link with its scheme, as Google wants it. */
export function withScheme(value: string): string {
  const trimmed = value.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * Spec 001 §5 "Google post": the rules both the form and the server apply. `today` is YYYY-MM-DD. Answers the
 * errors by the body's field path (`event.title`, `event.schedule.startDate`, `call_to_action.url`).
 */
export function googlePostErrors(post: GooglePostContentBody, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const summary = post.summary?.trim() ?? '';
  if (summary.length > GOOGLE_POST_SUMMARY_MAX) errors.summary = GOOGLE_POST_MESSAGES.summaryTooLong;
  if ((post.offer?.termsConditions?.length ?? 0) > GOOGLE_POST_TERMS_MAX) {
    errors['offer.termsConditions'] = GOOGLE_POST_MESSAGES.termsTooLong;
  }
  if ((post.media?.length ?? 0) > 1) errors.media = GOOGLE_POST_MESSAGES.tooManyImages;
  if (post.topic_type === 'STANDARD' && summary === '' && (post.media?.length ?? 0) === 0) {
    errors.summary = GOOGLE_POST_MESSAGES.descriptionOrImage;
  }
  if (post.topic_type !== 'STANDARD') Object.assign(errors, scheduleErrors(post, today));
  const action = post.call_to_action;
  if (action && action.actionType !== 'CALL' && !isValidPostLink(action.url ?? '')) {
    errors['call_to_action.url'] = GOOGLE_POST_MESSAGES.invalidWebsite;
  }
  const redeem = post.offer?.redeemOnlineUrl?.trim();
  if (post.topic_type === 'OFFER' && redeem && !isValidPostLink(redeem)) {
    errors['offer.redeemOnlineUrl'] = GOOGLE_POST_MESSAGES.invalidWebsite;
  }
  return errors;
}

/** An offer's or event's title and dates: both dates, not in the past, end after start, both within a year. */
function scheduleErrors(post: GooglePostContentBody, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!post.event?.title?.trim()) {
    errors['event.title'] =
      post.topic_type === 'OFFER' ? GOOGLE_POST_MESSAGES.offerTitle : GOOGLE_POST_MESSAGES.eventTitle;
  }
  const schedule = post.event?.schedule ?? {};
  const start = schedule.startDate ?? null;
  const end = schedule.endDate ?? null;
  const yearAhead = addMonths(today, 12);
  if (!start) errors['event.schedule.startDate'] = GOOGLE_POST_MESSAGES.startDate;
  else if (start < today) errors['event.schedule.startDate'] = GOOGLE_POST_MESSAGES.startInPast;
  else if (start > yearAhead) errors['event.schedule.startDate'] = GOOGLE_POST_MESSAGES.startTooFar;
  if (!end) errors['event.schedule.endDate'] = GOOGLE_POST_MESSAGES.endDate;
  else if (end > yearAhead) errors['event.schedule.endDate'] = GOOGLE_POST_MESSAGES.endTooFar;
  else if (start && (end < start || (end === start && !endsAfterStartOnOneDay(schedule)))) {
    errors['event.schedule.endDate'] = GOOGLE_POST_MESSAGES.endNotAfterStart;
  }
  return errors;
}

/** One day's offer or event ends after it starts: with no times it lasts the day; with times, end is later. */
function endsAfterStartOnOneDay(schedule: { startTime?: string | null; endTime?: string | null }): boolean {
  if (!schedule.startTime || !schedule.endTime) return true;
  return schedule.endTime > schedule.startTime;
}

/** Dates are shown and typed MM/DD/YY (spec 001 §5); answers YYYY-MM-DD, or null for anything else. */
export function postDateFromShort(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, month, day, year] = match as unknown as [string, string, string, string];
  const iso = `20${year}-${month}-${day}`;
  return isRealDate(iso) ? iso : null;
}

/** The image rules of spec 001 §5: one JPG or PNG, 10240 bytes to 5 MB, at least 250px by 250px. */
export function googlePostImageError(file: {
  type: string;
  size: number;
  width: number;
  height: number;
}): string | null {
  if (!(GOOGLE_POST_IMAGE_TYPES as readonly string[]).includes(file.type)) return GOOGLE_POST_MESSAGES.imageType;
  if (file.size > GOOGLE_POST_IMAGE_MAX_BYTES) return GOOGLE_POST_MESSAGES.imageTooLarge;
  if (file.size < GOOGLE_POST_IMAGE_MIN_BYTES) return GOOGLE_POST_MESSAGES.imageTooSmallBytes;
  if (file.width < GOOGLE_POST_IMAGE_MIN_PX || file.height < GOOGLE_POST_IMAGE_MIN_PX) {
    return GOOGLE_POST_MESSAGES.imageTooSmall;
  }
  return null;
}
