import {
  approveReplySuggestion,
  bulkApproveReplySuggestions,
  listReplySuggestions,
  rejectReplySuggestion,
  replyAudit,
  suggestReply,
} from '@repute/domain/contracts/auto-replies';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { useAuth } from '../../../shared/auth/use-auth';
import { reviewKeys } from '../reviews-api';

/** The approval queue and the audit of who posted a reply (decision 0146). */
export const approvalKeys = {
  queue: (accountId: number) => ['reply-approvals', accountId] as const,
  audit: (reviewId: number) => [...reviewKeys.detail(reviewId), 'reply-audit'] as const,
};

function useAccountId() {
  return useAuth()?.account_id ?? 0;
}

/** The pending suggestions; `enabled` false for a user who may not read the queue, so nothing answers 403. */
export function useReplyQueue(enabled = true) {
  const accountId = useAccountId();
  return useQuery({
    queryKey: approvalKeys.queue(accountId),
    queryFn: () => callEndpoint(listReplySuggestions, { query: { status: 'pending' } }),
    enabled: accountId > 0 && enabled,
  });
}

/** Approving posts replies: the reviews' cache is stale too, so everything of the account is read again. */
function useQueueMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: approvalKeys.queue(accountId) });
      await client.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}

export function useApproveSuggestion() {
  return useQueueMutation((id: number) => callEndpoint(approveReplySuggestion, { params: { id }, body: {} }));
}

export function useRejectSuggestion() {
  return useQueueMutation((id: number) => callEndpoint(rejectReplySuggestion, { params: { id } }));
}

export function useBulkApprove() {
  return useQueueMutation((ids: number[]) => callEndpoint(bulkApproveReplySuggestions, { body: { ids } }));
}

export function useSuggestReply(reviewId: number) {
  return useQueueMutation((content: string) => callEndpoint(suggestReply, { body: { review_id: reviewId, content } }));
}

export function useReplyAudit(reviewId: number, enabled: boolean) {
  return useQuery({
    queryKey: approvalKeys.audit(reviewId),
    queryFn: () => callEndpoint(replyAudit, { params: { id: reviewId } }),
    enabled,
  });
}
