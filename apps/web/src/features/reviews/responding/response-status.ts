import { RESPONSE_MESSAGES, type ResponseStatus } from '@repute/domain/reviews';

export type ResponseStatusView = {
  label: string;
  color: 'green' | 'blue' | 'red' | 'orange';
  /** The job is still carrying the change out: a loader shows. */
  pending: boolean;
  /** The spec's failure message, when the last attempt failed (the response's own description wins). */
  message: string | null;
};

/** How each state of spec 000 §4 reads on the page. */
export const RESPONSE_STATUS_VIEWS: Record<ResponseStatus, ResponseStatusView> = {
  submitting: { label: 'Publishing…', color: 'blue', pending: true, message: null },
  deleting: { label: 'Deleting…', color: 'blue', pending: true, message: null },
  published: { label: 'Published', color: 'green', pending: false, message: null },
  error_published: { label: 'Not published', color: 'red', pending: false, message: RESPONSE_MESSAGES.publishFailed },
  error_unpublished: { label: 'Not deleted', color: 'orange', pending: false, message: RESPONSE_MESSAGES.deleteFailed },
};
