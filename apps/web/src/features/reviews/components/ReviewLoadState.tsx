import type { ReactNode } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ReviewNotFound } from './ReviewNotFound';

type ReviewLoadStateProps = {
  /** 0 when the address holds no review id. */
  reviewId: number;
  error: unknown;
  backTo: string;
  skeleton: ReactNode;
  errorText: string;
};

/** What a review page shows before it has its data: its skeleton, not found (404), or the failure. */
export function ReviewLoadState({ reviewId, error, backTo, skeleton, errorText }: ReviewLoadStateProps) {
  if (reviewId === 0 || (isApiError(error) && error.status === 404)) return <ReviewNotFound backTo={backTo} />;
  if (error) return <ErrorAlert>{errorText}</ErrorAlert>;
  return skeleton;
}
