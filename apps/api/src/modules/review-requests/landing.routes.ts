import {
  chooseLandingSite,
  getLandingPage,
  requestOpenedPixel,
  sendLandingFeedback,
} from '@repute/domain/contracts/request-landing';
import { route } from '../../platform/http/contract-route';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import type { ContractApp } from '../../platform/http/routing';
import type { LandingService } from './landing.service';

const PUBLIC = { config: { rateLimits: RATE_LIMITS.token } } as const;
/** The smallest transparent GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The review landing page's public calls: no login, the request's token is the key. */
export function landingRoutes(app: ContractApp, landing: LandingService): void {
  route(app, getLandingPage, PUBLIC, async (request) => landing.page(request.params.token));
  route(app, chooseLandingSite, PUBLIC, async (request, reply) =>
    reply.redirect(await landing.chooseSite(request.params.token, request.params.urlId), 303),
  );
  route(app, sendLandingFeedback, PUBLIC, async (request) => landing.feedback(request.params.token, request.body));
  route(app, requestOpenedPixel, { config: { rateLimits: RATE_LIMITS.mailOpen } }, async (request, reply) => {
    await landing.opened(request.params.token);
    return reply.header('content-type', 'image/gif').header('cache-control', 'no-store').send(PIXEL);
  });
}
