import type { FeatureRequestName } from '@repute/domain/contracts/webhooks';
import type { Caller } from '../../platform/auth/caller';
import type { WebhooksRepo } from './webhooks.repo';

/** Analytics identify/pageview, in-product notifications and feature requests: recorded per account. */
export function createWebhooksService(repo: WebhooksRepo) {
  return {
    /** identify (the default) or a pageview, whose path is kept with the event's properties. */
    async recordAnalytics(
      caller: Caller,
      input: { event: string; path?: string; properties: Record<string, unknown> },
    ): Promise<void> {
      const properties = input.path ? { ...input.properties, path: input.path } : input.properties;
      await repo.recordAnalytics(caller.accountId, caller.userId, input.event, properties);
    },

    /** A notification event (the caller signed in by header or `auth_token`); user_id only names the caller. */
    async recordNotification(
      caller: Caller,
      input: { event: string; user_id?: number; notification_type?: string; feature_name?: string },
    ): Promise<void> {
      await repo.recordNotification({
        accountId: caller.accountId,
        userId: input.user_id === caller.userId ? caller.userId : null,
        event: input.event,
        notificationType: input.notification_type,
        featureName: input.feature_name,
      });
    },

    /** A request for a feature the account does not have; answers the stored request's id. */
    async requestFeature(caller: Caller, featureName: FeatureRequestName): Promise<number | undefined> {
      const row = await repo.recordFeatureRequest({
        accountId: caller.accountId,
        userId: caller.userId,
        type: 'feature_request',
        featureName,
      });
      return row?.id;
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
