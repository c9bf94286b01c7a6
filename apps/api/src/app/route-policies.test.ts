import { describePolicy, ROUTE_POLICIES } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../test/test-app';

const { t } = useTestApp({ logins: {} });

/** One line per route, sorted: what a review reads to see who may call what (decision 0119). */
function policyLines(): string {
  const lines = t.routes.map(({ key, policy }) => {
    const note = policy.note ? `  # ${policy.note}` : '';
    return `${key.padEnd(56)} ${describePolicy(policy)}${note}`;
  });
  return `${[...new Set(lines)].sort().join('\n')}\n`;
}

describe('route policies', () => {
  it('lists every /api route with who may call it, as the committed snapshot does', async () => {
    await expect(policyLines()).toMatchFileSnapshot('./route-policies.snap.txt');
  });

  it('declares no policy for a route the app does not register', () => {
    const registered = new Set(t.routes.map((route) => route.key));
    expect(Object.keys(ROUTE_POLICIES).filter((key) => !registered.has(key))).toEqual([]);
  });

  it("shows each operation's access in the OpenAPI document", async () => {
    const document = (await client(t).get('/api/docs/json')).json();
    expect(document.paths['/api/reviews'].get.description).toMatch(/^Access: active, review\.read\./);
    expect(document.paths['/api/auth'].post.description).toMatch(/^Access: public\./);
  });
});
