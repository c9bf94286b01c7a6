export { DELIVERY_RETRIES, type DeliveryRetries } from './outgoing-webhooks.jobs';
export { outgoingWebhooksModule } from './outgoing-webhooks.module';
export type { OutgoingWebhooksService } from './outgoing-webhooks.service';
export { createWebhookEmitter, type EmitWebhook } from './webhook-events';
export { SIGNATURE_TOLERANCE_SECONDS, signatureHeader, verifyWebhookSignature } from './webhook-signature';
