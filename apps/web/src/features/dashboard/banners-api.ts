import type { Source } from '@repute/domain';
import { getSetupProgress } from '@repute/domain/contracts/accounts';
import { listOauthTokens } from '@repute/domain/contracts/oauth-tokens';
import { FILTER_OPTIONS_PAGE_SIZE } from '@repute/domain/filters';
import { REVIEW_EVENTS } from '@repute/domain/reviews';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';
import { accountKeys } from '../../shared/entities/accounts/account-keys';
import { oauthTokenKeys } from '../../shared/entities/oauth-tokens/oauth-token-keys';
import { reviewSourcesQuery } from '../../shared/entities/sources/sources-api';
import { REALTIME_RECONNECTED } from '../../shared/realtime/realtime-events';
import { useRealtimeEvents } from '../../shared/realtime/use-realtime-events';
import { useMayCall } from '../../shared/session/use-may-call';

/** While Google reviews are still being fetched (stage 1), look again this often so the banner moves on. */
const STAGE_ONE_POLL_MS = 30_000;

/** A sync that brought reviews may have finished the account's first Google sync: stage 1's end. */
const SYNC_EVENTS = [REVIEW_EVENTS.reviewsSynced, REALTIME_RECONNECTED];

/** GET /accounts/{id}/setup_progress, for the trial banner: read again when reviews arrive. */
export function useSetupProgress(enabled: boolean) {
  const accountId = useAuth()?.account_id ?? 0;
  const queryClient = useQueryClient();
  useRealtimeEvents(SYNC_EVENTS, () => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: accountKeys.setupProgress(accountId) });
  });
  return useQuery({
    queryKey: accountKeys.setupProgress(accountId),
    queryFn: () => callEndpoint(getSetupProgress, { params: { id: accountId } }),
    enabled: enabled && accountId > 0,
    refetchInterval: (query) => (query.state.data?.stage === 1 ? STAGE_ONE_POLL_MS : false),
  });
}

/** The review sources besides Google, for stage 3's list of more sources (the sources list of spec 000 §7). */
export function useMoreSources() {
  return useQuery({ ...reviewSourcesQuery(FILTER_OPTIONS_PAGE_SIZE), select: besidesGoogle });
}

function besidesGoogle(sources: Source[]): Source[] {
  return sources.filter((source) => source.code !== 'google');
}

/**
 * GET /oauth_tokens (spec 000 §7), for the Facebook expiry banner: asked only by user types that may read
 * integrations, as the API refuses the others (decision 0113).
 */
export function useOauthTokens() {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  const may = useMayCall('GET /oauth_tokens');
  return useQuery({
    queryKey: oauthTokenKeys.ofAccount(accountId),
    queryFn: async () => {
      const list = await callEndpoint(listOauthTokens, { query: { account_id: accountId } });
      return list._embedded.oauth_tokens;
    },
    enabled: accountId > 0 && may,
  });
}
