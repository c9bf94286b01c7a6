export type { SubscriptionList } from './unsubscribe.service';
export { unsubscribeModule } from './unsubscribe.module';
