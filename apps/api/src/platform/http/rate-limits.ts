import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tooManyRequests } from '../errors';
import { clientAddress } from './client-address';

/**
 * At most `max` calls a `timeWindow`, counted per client address (an IPv6 /64 counts as one), per e-mail
 * address in the body, or per both together. `counts` narrows a limit to some of a route's calls.
 */
export type RateLimit = {
  per: 'address' | 'email' | 'emailAndAddress';
  max: number;
  timeWindow: '1 minute' | '1 hour';
  counts?: (body: unknown) => boolean;
};

/** POST /passwords without a password asks for a reset e-mail; with one, it changes an expired password. */
const isResetMail = (body: unknown) => typeof body === 'object' && body !== null && !('password' in body);

/**
 * The limits of the public calls (decision 0020; the spec names none). Counting by address and by e-mail
 * separately: one address cannot spray many e-mails, many addresses cannot hammer one e-mail. Calls that
 * strangers could use to lock an owner out are not counted per e-mail alone (decision 0113).
 */
export const RATE_LIMITS = {
  /**
   * POST /auth: a flood guard; password guesses are limited by their failures per (e-mail, address) and per
   * address (modules/auth/login-failures.ts), so that strangers cannot lock the owner out.
   */
  login: [{ per: 'address', max: 60, timeWindow: '1 minute' }],
  /** PATCH /confirm, GET and PATCH /passwords: random tokens nobody guesses; a flood guard only. */
  token: [{ per: 'address', max: 20, timeWindow: '1 minute' }],
  /**
   * POST /passwords: a reset e-mail to the address, or the change of an expired password (a password guess,
   * limited as a login's by its failures). Reset e-mails are limited per asker, never per e-mail alone, so that
   * strangers cannot use up the owner's; a mailbox's own cap is silent (passwords.service.ts).
   */
  passwordsPost: [
    { per: 'address', max: 20, timeWindow: '1 minute' },
    { per: 'emailAndAddress', max: 5, timeWindow: '1 hour', counts: isResetMail },
    { per: 'address', max: 30, timeWindow: '1 hour', counts: isResetMail },
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

/** Gives every route that declares `config.rateLimits` a preHandler checking them (counters in this process). */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });

  const checkOf = (limit: RateLimit) =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindow,
      // Without a keyGenerator the plugin counts per address (request.ip, which TRUST_PROXY decides).
      ...(limit.per === 'address'
        ? { allowList: (request: FastifyRequest) => !(limit.counts?.(request.body) ?? true) }
        : {
            keyGenerator: (request: FastifyRequest) =>
              limit.per === 'email'
                ? (emailOf(request) ?? '')
                : `${emailOf(request) ?? ''} ${clientAddress(request.ip)}`,
            allowList: (request: FastifyRequest) =>
              emailOf(request) === undefined || !(limit.counts?.(request.body) ?? true),
          }),
    });

  app.addHook('onRoute', (route) => {
    const limits = route.config?.rateLimits;
    if (!limits?.length) return;
    const checks = limits.map(checkOf);
    const enforce: preHandlerAsyncHookHandler = async (request) => {
      for (const check of checks) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
      }
    };
    const existing = route.preHandler;
    route.preHandler = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), enforce];
  });
}
