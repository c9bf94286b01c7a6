import type { AutoReplyRuleInput } from '@repute/domain/auto-replies';
import {
  autoReplyRuleHistory,
  createAutoReplyRule,
  deleteAutoReplyRule,
  dryRunAutoReplyRule,
  listAutoReplyRules,
  patchAutoReplyRule,
} from '@repute/domain/contracts/auto-replies';
import { listResponseTemplates } from '@repute/domain/contracts/response-templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';

/** The query keys of auto-reply rules, by account (decision 0017). */
export const autoReplyKeys = {
  all: (accountId: number) => ['auto-replies', accountId] as const,
  rules: (accountId: number) => [...autoReplyKeys.all(accountId), 'rules'] as const,
  history: (accountId: number, id: number) => [...autoReplyKeys.all(accountId), 'history', id] as const,
  templates: (accountId: number) => [...autoReplyKeys.all(accountId), 'templates'] as const,
};

function useAccountId() {
  return useAuth()?.account_id ?? 0;
}

export function useAutoReplyRules() {
  const accountId = useAccountId();
  return useQuery({
    queryKey: autoReplyKeys.rules(accountId),
    queryFn: () => callEndpoint(listAutoReplyRules, {}),
    enabled: accountId > 0,
  });
}

export function useRuleHistory(id: number | null) {
  const accountId = useAccountId();
  return useQuery({
    queryKey: autoReplyKeys.history(accountId, id ?? 0),
    queryFn: () => callEndpoint(autoReplyRuleHistory, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

/** The account's response templates a rule may take turns with (the first 100: more than any account writes). */
export function useRuleTemplates() {
  const accountId = useAccountId();
  return useQuery({
    queryKey: autoReplyKeys.templates(accountId),
    queryFn: async () =>
      (await callEndpoint(listResponseTemplates, { query: { account_id: accountId, per_page: 100 } }))._embedded
        .response_templates,
    enabled: accountId > 0,
  });
}

export function useSaveRule() {
  const client = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AutoReplyRuleInput }) =>
      id === null
        ? callEndpoint(createAutoReplyRule, { body })
        : callEndpoint(patchAutoReplyRule, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: autoReplyKeys.all(accountId) }),
  });
}

export function useDeleteRule() {
  const client = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteAutoReplyRule, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: autoReplyKeys.rules(accountId) }),
  });
}

export function useDryRun() {
  return useMutation({ mutationFn: (body: AutoReplyRuleInput) => callEndpoint(dryRunAutoReplyRule, { body }) });
}
