import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tooManyRequests } from '../errors';

/**
 * At most `max` calls a `timeWindow`, counted per client address (an IPv6 /64 counts as one) or per e-mail
 * address in the body. `counts` narrows a limit to some of a route's calls.
 */
export type RateLimit = {
  per: 'address' | 'email';
  max: number;
  timeWindow: '1 minute' | '1 hour';
  counts?: (body: unknown) => boolean;
};

/** POST /passwords with a password is the change of an expired one (a password guess); without, a reset e-mail. */
const isPasswordChange = (body: unknown) => typeof body === 'object' && body !== null && 'password' in body;

/**
 * The limits of the public calls (decision 0020; the spec names none). Counting by address and by e-mail
 * separately: one address cannot spray many e-mails, many addresses cannot hammer one e-mail.
 */
export const RATE_LIMITS = {
  /** POST /auth: password guesses. */
  login: [
    { per: 'address', max: 60, timeWindow: '1 minute' },
    { per: 'email', max: 20, timeWindow: '1 minute' },
  ],
  /** PATCH /confirm, GET and PATCH /passwords: random tokens nobody guesses; a flood guard only. */
  token: [{ per: 'address', max: 20, timeWindow: '1 minute' }],
  /** POST /passwords: a reset e-mail to the address, or the change of an expired password. */
  passwordsPost: [
    { per: 'address', max: 20, timeWindow: '1 minute' },
    { per: 'email', max: 5, timeWindow: '1 hour', counts: (body) => !isPasswordChange(body) },
    { per: 'email', max: 20, timeWindow: '1 minute', counts: isPasswordChange },
  ],
  /**
   * GET /public/widgets/...: every visitor of a page with a widget asks once (then revalidates); a flood guard
   * per address, far above what one visitor's pages need (decision 0058).
   */
  widget: [{ per: 'address', max: 300, timeWindow: '1 minute' }],
  /**
   * GET /public/review_requests/{token}/open.gif: each looks a request up and may write its opening. Mail providers
   * fetch images through a few proxy addresses (Gmail's), so the guard sits far above one proxy's opens a minute.
   */
  mailOpen: [{ per: 'address', max: 300, timeWindow: '1 minute' }],
  /** POST /signup/user: each creates an account and sends an e-mail. */
  signup: [
    { per: 'address', max: 20, timeWindow: '1 hour' },
    { per: 'email', max: 5, timeWindow: '1 hour' },
  ],
} as const satisfies Record<string, readonly RateLimit[]>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Checked in order after the body is parsed; the first exceeded answers 429 with Retry-After. */
    rateLimits?: readonly RateLimit[];
  }
}

function emailOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}

function waitText(seconds: number): string {
  return seconds > 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
}

/** Gives every route that declares `config.rateLimits` a preHandler checking them (counters in this process). */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });

  const checkOf = (limit: RateLimit) =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindow,
      // Without a keyGenerator the plugin counts per address (request.ip, which TRUST_PROXY decides).
      ...(limit.per === 'email'
        ? {
            keyGenerator: (request: FastifyRequest) => emailOf(request) ?? '',
            allowList: (request: FastifyRequest) =>
              emailOf(request) === undefined || !(limit.counts?.(request.body) ?? true),
          }
        : { allowList: (request: FastifyRequest) => !(limit.counts?.(request.body) ?? true) }),
    });

  app.addHook('onRoute', (route) => {
    const limits = route.config?.rateLimits;
    if (!limits?.length) return;
    const checks = limits.map(checkOf);
    const enforce: preHandlerAsyncHookHandler = async (request, reply) => {
      for (const check of checks) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', result.ttlInSeconds);
          throw tooManyRequests(`Too many requests. Try again in ${waitText(result.ttlInSeconds)}.`);
        }
      }
    };
    const existing = route.preHandler;
    route.preHandler = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), enforce];
  });
}
