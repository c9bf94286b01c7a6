import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { setErrorReporter, startErrorTracking } from '../../shared/error-tracking/error-reporting';
import { createQueryClient } from './query-client';

const sent: { url: string; body: string }[] = [];
const DSN = 'https://publickey@errors.example/42';

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/public/error_tracking') {
        return new Response(JSON.stringify({ dsn: DSN, sample_rate: 1, environment: 'production' }), { status: 200 });
      }
      sent.push({ url, body: String(init.body) });
      return new Response('{}', { status: 200 });
    }),
  );
});

afterEach(() => {
  setErrorReporter(null);
  vi.unstubAllGlobals();
});

async function failLoader(error: unknown) {
  const client = createQueryClient();
  await client
    .fetchQuery({
      queryKey: ['reviews', error instanceof ApiError ? error.status : 0],
      queryFn: () => Promise.reject(error),
      retry: false,
    })
    .catch(() => undefined);
}

describe('error tracking in the web app', () => {
  it("reports a loader's failure to the server's DSN, but never a 401 or a 404 (spec 000 §8)", async () => {
    await startErrorTracking();
    await failLoader(new ApiError(404, 'Not Found', { error: 'Not Found', message: 'Not Found' }));
    await failLoader(new ApiError(401, 'Unauthorized', { error: 'Unauthorized', message: 'Unauthorized' }));
    await failLoader(new ApiError(500, 'It broke', { error: 'Internal', message: 'It broke' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('https://errors.example/api/42/envelope/?sentry_key=publickey&sentry_version=7');
    const event = JSON.parse(sent[0]?.body.split('\n')[2] ?? '{}');
    expect(event).toMatchObject({ environment: 'production', tags: { kind: 'loader', query: 'reviews' } });
  });

  it('reports nothing when the server has no DSN', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        sent.push({ url, body: '' });
        return new Response(JSON.stringify({ dsn: null, sample_rate: 1, environment: 'development' }), { status: 200 });
      }),
    );
    await startErrorTracking();
    await failLoader(new ApiError(500, 'It broke', { error: 'Internal', message: 'It broke' }));
    expect(sent.map((call) => call.url)).toEqual(['/api/public/error_tracking']);
  });
});
