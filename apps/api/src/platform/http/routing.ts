import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export type Api = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

export type TypedApp = ReturnType<typeof typed>;

/** The path params of a route on one record; one definition with the contracts'. */
export { idParams } from '@repute/domain/contracts/params';
