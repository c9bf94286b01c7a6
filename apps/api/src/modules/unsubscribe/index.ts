export { unsubscribeRoutes } from './unsubscribe.routes';
export { createUnsubscribeService, type SubscriptionList } from './unsubscribe.service';
