import { removeGroupLocation } from '@repute/domain/contracts/groups';
import { editResponse } from '@repute/domain/contracts/responses';
import { getReview } from '@repute/domain/contracts/reviews';
import { untagReview } from '@repute/domain/contracts/tags';
import { describe, expect, it } from 'vitest';
import { endpointCaller, endpointPath } from './call-endpoint';
import { createApiClient } from './http-client';

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** A client over a fetch that records each request and answers `body` with 200. */
function recording(body: unknown) {
  const sent: Sent[] = [];
  const client = createApiClient({
    baseUrl: '/api',
    getCredentials: () => ({ email: 'a@example.com', token: 't' }),
    nonce: () => 'n1',
    fetch: async (input, init) => {
      sent.push({
        url: String(input),
        method: init?.method ?? 'GET',
        headers: init?.headers as Record<string, string>,
        body: init?.body,
      });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { call: endpointCaller(client), sent };
}

describe('endpointPath', () => {
  it('fills each param of the path, encoded', () => {
    expect(endpointPath('/reviews/:id', { id: 12 })).toBe('/reviews/12');
    expect(endpointPath('/groups/:id/locations/:locationId', { id: '3', locationId: 'a/b' })).toBe(
      '/groups/3/locations/a%2Fb',
    );
  });

  it('refuses a path whose param is missing rather than call the wrong route', () => {
    expect(() => endpointPath('/reviews/:id', {})).toThrow('/reviews/:id needs the param id');
  });
});

describe('callEndpoint', () => {
  it('GETs the contract path through the app client, with its credentials and nonce, and answers the body', async () => {
    const { call, sent } = recording({ id: 12, content: 'Great' });
    const review = await call(getReview, { params: { id: 12 } });
    expect(review).toEqual({ id: 12, content: 'Great' });
    expect(sent).toEqual([expect.objectContaining({ url: '/api/reviews/12?nonce=n1', method: 'GET' })]);
    expect(sent[0]?.headers.Authorization).toMatch(/^Basic /);
  });

  it('sends the query of a DELETE and the body of a PATCH as the contract says', async () => {
    const { call, sent } = recording({});
    await call(untagReview, { query: { account_id: 1, review_id: 2, name: 'late reply' } });
    await call(editResponse, { params: { id: 5 }, body: { content: 'Thanks' } });
    await call(removeGroupLocation, { params: { id: 7, locationId: 8 } });
    expect(
      sent.map(({ url, method, headers, body }) => [url, method, headers['X-HTTP-Method-Override'], body]),
    ).toEqual([
      ['/api/review_tags?account_id=1&review_id=2&name=late+reply', 'POST', 'DELETE', '{}'],
      ['/api/responses/5', 'POST', 'PATCH', '{"content":"Thanks"}'],
      ['/api/groups/7/locations/8', 'POST', 'DELETE', '{}'],
    ]);
  });
});
