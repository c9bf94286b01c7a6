import { draftReply } from '@repute/domain/contracts/reply-drafts';
import { listResponseTemplates } from '@repute/domain/contracts/response-templates';
import { deleteResponse, editResponse, submitResponse } from '@repute/domain/contracts/responses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { reviewKeys } from '../reviews-api';

/** Templates are few; one page holds them all. */
const TEMPLATES_PER_PAGE = 100;

export const respondingKeys = {
  templates: (reviewId: number) => ['response_templates', { review_id: reviewId }] as const,
};

/** Response templates, each filled in for the review (%REVIEWER_NAME%, %LOCATION_NAME%). */
export function useResponseTemplates(reviewId: number) {
  return useQuery({
    queryKey: respondingKeys.templates(reviewId),
    queryFn: () =>
      callEndpoint(listResponseTemplates, { query: { review_id: reviewId, per_page: TEMPLATES_PER_PAGE } }),
  });
}

/**
 * Every change answers 202 and is carried out by a job. The reviews' caches are re-read in the background:
 * the section shows the 202's response at once instead of waiting for the lists to come back.
 */
function useResponseMutation<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}

export function useSubmitResponse() {
  return useResponseMutation((body: { review_id: number; content: string }) => callEndpoint(submitResponse, { body }));
}

export function useEditResponse() {
  return useResponseMutation(({ id, content }: { id: number; content: string }) =>
    callEndpoint(editResponse, { params: { id }, body: { content } }),
  );
}

export function useDeleteResponse() {
  return useResponseMutation((id: number) => callEndpoint(deleteResponse, { params: { id } }));
}

/** A reply drafted for the review (decision 0131): only text for the composer, nothing is sent or stored. */
export function useReplyDraft(reviewId: number) {
  return useMutation({ mutationFn: () => callEndpoint(draftReply, { params: { id: reviewId } }) });
}
