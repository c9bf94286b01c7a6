/** Login, signup, confirmation and password calls are limited per address and client (spec 000 §7 /auth; ARCHITECTURE §3 429). */
export const AUTH_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
