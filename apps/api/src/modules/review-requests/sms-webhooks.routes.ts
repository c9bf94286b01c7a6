import { smsInboundWebhook, smsStatusWebhook } from '@repute/domain/contracts/review-requests';
import { route } from '../../platform/http/contract-route';
import { type ContractApp, typed } from '../../platform/http/routing';
import type { SmsWebhooks } from './sms-webhooks.service';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`);

/**
 * The SMS provider's webhooks (Twilio posts form-encoded fields, signed in X-Twilio-Signature): status callbacks
 * and inbound messages. Public: the signature is the proof; an unsigned call answers 403.
 */
export function smsWebhookRoutes(app: ContractApp, webhooks: SmsWebhooks): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const routes = typed(scope);
    const signatureOf = (headers: Record<string, unknown>) => {
      const value = headers['x-twilio-signature'];
      return typeof value === 'string' ? value : undefined;
    };
    route(routes, smsStatusWebhook, async (request, reply) => {
      await webhooks.status(request.body as Record<string, string>, signatureOf(request.headers));
      return reply.status(204).send();
    });
    route(routes, smsInboundWebhook, async (request, reply) => {
      const answer = await webhooks.inbound(request.body as Record<string, string>, signatureOf(request.headers));
      const twiml = answer ? `<Response><Message>${escapeXml(answer)}</Message></Response>` : '<Response></Response>';
      return reply.header('content-type', 'text/xml').send(`<?xml version="1.0" encoding="UTF-8"?>${twiml}`);
    });
  });
}
