export { unsubscribeModule } from './unsubscribe.module';
export type { SubscriptionList } from './unsubscribe.service';
