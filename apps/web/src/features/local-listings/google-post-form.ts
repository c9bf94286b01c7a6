import {
  type GooglePostActionType,
  type GooglePostContentBody,
  type GooglePostTopicType,
  postDateFromShort,
} from '@repute/domain';

/** The Google post form's fields as typed: dates MM/DD/YY, times HH:mm, empty strings for blanks. */
export type GooglePostForm = {
  topic: GooglePostTopicType;
  summary: string;
  title: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  couponCode: string;
  terms: string;
  redeemUrl: string;
  actionType: GooglePostActionType | '';
  actionUrl: string;
  /** The processed image's public URL, or '' for none. */
  imageUrl: string;
};

export const emptyPostForm = (topic: GooglePostTopicType): GooglePostForm => ({
  topic,
  summary: '',
  title: '',
  startDate: '',
  endDate: '',
  startTime: '',
  endTime: '',
  couponCode: '',
  terms: '',
  redeemUrl: '',
  actionType: '',
  actionUrl: '',
  imageUrl: '',
});

/** A date typed as anything but MM/DD/YY is no date: the rules ask for one. */
const isoOrNull = (value: string) => postDateFromShort(value);

/** The body of POST /google_post_content for the form (spec 001 §3 "Google post content"). */
export function postBodyOf(form: GooglePostForm): GooglePostContentBody {
  const dated = form.topic !== 'STANDARD';
  return {
    topic_type: form.topic,
    summary: form.summary.trim() || null,
    language_code: 'en',
    media: form.imageUrl ? [{ mediaFormat: 'PHOTO', sourceUrl: form.imageUrl }] : [],
    event: dated
      ? {
          title: form.title.trim() || null,
          schedule: {
            startDate: isoOrNull(form.startDate),
            endDate: isoOrNull(form.endDate),
            startTime: form.topic === 'EVENT' && form.startTime ? form.startTime : null,
            endTime: form.topic === 'EVENT' && form.endTime ? form.endTime : null,
          },
        }
      : null,
    offer:
      form.topic === 'OFFER'
        ? {
            couponCode: form.couponCode.trim() || null,
            termsConditions: form.terms || null,
            redeemOnlineUrl: form.redeemUrl.trim() || null,
          }
        : null,
    call_to_action: form.actionType ? { actionType: form.actionType, url: form.actionUrl.trim() || null } : null,
  };
}

/** The form field each body path's error shows on (the server's and the rules' alike). */
export const FIELD_OF_PATH: Record<string, keyof GooglePostForm> = {
  summary: 'summary',
  media: 'imageUrl',
  'event.title': 'title',
  'event.schedule.startDate': 'startDate',
  'event.schedule.endDate': 'endDate',
  'event.schedule.startTime': 'startTime',
  'event.schedule.endTime': 'endTime',
  'offer.couponCode': 'couponCode',
  'offer.termsConditions': 'terms',
  'offer.redeemOnlineUrl': 'redeemUrl',
  'call_to_action.url': 'actionUrl',
};

export function formErrorsOf(byPath: Record<string, string>): Partial<Record<keyof GooglePostForm, string>> {
  const errors: Partial<Record<keyof GooglePostForm, string>> = {};
  for (const [path, message] of Object.entries(byPath)) {
    const field = FIELD_OF_PATH[path];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}
