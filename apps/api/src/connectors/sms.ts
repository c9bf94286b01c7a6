/**
 * An SMS provider as the ask tool sees it: send one message, answer with the provider's id for it (its status
 * callbacks name that id). Twilio's Messages API in production (twilio-messages.ts), the sandbox in demo installs.
 */
export type SmsMessage = { to: string; body: string; statusCallbackUrl?: string };
export type SmsTransport = { send: (message: SmsMessage) => Promise<{ sid: string }> };
