import {
  createWebhookSubscription,
  deleteWebhookSubscription,
  listWebhookDeliveries,
  listWebhookSubscriptions,
  sendWebhookTest,
} from '@repute/domain/contracts/outgoing-webhooks';
import type { WebhookSubscriptionCreate } from '@repute/domain/outgoing-webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';

/** The query keys of outgoing webhooks, by account (decision 0017). */
export const webhookKeys = {
  all: (accountId: number) => ['outgoing-webhooks', accountId] as const,
  subscriptions: (accountId: number) => [...webhookKeys.all(accountId), 'subscriptions'] as const,
  deliveries: (accountId: number, id: number) => [...webhookKeys.all(accountId), 'deliveries', id] as const,
};

function useAccountId() {
  return useAuth()?.account_id ?? 0;
}

export function useWebhookSubscriptions() {
  const accountId = useAccountId();
  return useQuery({
    queryKey: webhookKeys.subscriptions(accountId),
    queryFn: () => callEndpoint(listWebhookSubscriptions, {}),
    enabled: accountId > 0,
  });
}

/** The delivery log, polled while it is open: deliveries settle in the background. */
export function useWebhookDeliveries(id: number | null) {
  const accountId = useAccountId();
  return useQuery({
    queryKey: webhookKeys.deliveries(accountId, id ?? 0),
    queryFn: () => callEndpoint(listWebhookDeliveries, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    refetchInterval: 3000,
  });
}

export function useCreateWebhook() {
  const client = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: (body: WebhookSubscriptionCreate) => callEndpoint(createWebhookSubscription, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.subscriptions(accountId) }),
  });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteWebhookSubscription, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.subscriptions(accountId) }),
  });
}

export function useSendWebhookTest() {
  const client = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(sendWebhookTest, { params: { id } }),
    onSuccess: (_delivery, id) => client.invalidateQueries({ queryKey: webhookKeys.deliveries(accountId, id) }),
  });
}
