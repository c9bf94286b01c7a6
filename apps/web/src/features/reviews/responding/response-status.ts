import { RESPONSE_MESSAGES, type Response } from '@repute/domain/reviews';

export type ResponseStatusView = {
  label: string;
  color: 'green' | 'blue' | 'red' | 'orange';
  /** The job is still carrying the change out: a loader shows. */
  pending: boolean;
  /** The spec's failure message, when the last attempt failed. */
  message: string | null;
};

const publishedTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** How each state of spec 000 §4 reads on the page. */
export function responseStatusView(response: Response): ResponseStatusView {
  switch (response.status) {
    case 'submitting':
      return { label: 'Publishing…', color: 'blue', pending: true, message: null };
    case 'deleting':
      return { label: 'Deleting…', color: 'blue', pending: true, message: null };
    case 'published':
      return {
        label: response.published_at
          ? `Published ${publishedTime.format(new Date(response.published_at))}`
          : 'Published',
        color: 'green',
        pending: false,
        message: null,
      };
    case 'error_published':
      return { label: 'Not published', color: 'red', pending: false, message: RESPONSE_MESSAGES.publishFailed };
    case 'error_unpublished':
      return { label: 'Not deleted', color: 'orange', pending: false, message: RESPONSE_MESSAGES.deleteFailed };
  }
}
