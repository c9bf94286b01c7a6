/**
 * An SMS provider as the ask tool sees it: send one message (answering the provider's id for it, which its status
 * callbacks name), and tell whether a webhook call really comes from the provider. Twilio's Messages API in
 * production (twilio-messages.ts), the sandbox in demo installs.
 */
export type SmsMessage = { to: string; body: string; statusCallbackUrl?: string };
export type SmsTransport = {
  send: (message: SmsMessage) => Promise<{ sid: string }>;
  /** Whether a webhook POST to `url` with these form fields carries the provider's signature. */
  verifyWebhook: (url: string, fields: Record<string, string>, signature: string | undefined) => boolean;
};

/**
 * The provider refused a message for coming too fast (HTTP 429; Twilio's error 20429): it was not sent, and may
 * be sent again later.
 */
export class SmsRateLimitedError extends Error {}
