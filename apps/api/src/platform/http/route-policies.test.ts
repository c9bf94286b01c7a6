import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { declareRoutePolicies } from './route-policies';

/** The routes of `register`, under /api as the app mounts them, in an app of their own. */
async function build(register: (api: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  await app.register(
    async (api) => {
      declareRoutePolicies(api, '/api');
      register(api);
    },
    { prefix: '/api' },
  );
  await app.ready();
  return app;
}

describe('declareRoutePolicies', () => {
  it('refuses to build an app with a route that has no policy, naming the route', async () => {
    await expect(build((api) => api.get('/reviews/:id/undeclared', async () => ({})))).rejects.toThrow(
      'No access policy for GET /reviews/:id/undeclared',
    );
  });

  it("gives a declared route its policy, and its HEAD twin the GET's", async () => {
    const app = await build((api) =>
      api.get('/reviews', async (request: FastifyRequest) => request.routeOptions.config.policy),
    );
    expect((await app.inject({ method: 'GET', url: '/api/reviews' })).json()).toEqual({
      access: 'active',
      permission: ['review', 'read'],
    });
    expect((await app.inject({ method: 'HEAD', url: '/api/reviews' })).statusCode).toBe(200);
  });
});
