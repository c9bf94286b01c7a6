import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeRegistry, startFakeNpiRegistry } from '../../../test/fake-npi-registry';
import { client, UNREACHABLE_URL, useTestApp } from '../../../test/test-app';
import { createConnectors } from '../../connectors/connectors';

let fake: FakeRegistry;

beforeAll(async () => {
  fake = await startFakeNpiRegistry();
});
afterAll(async () => {
  await fake.close();
});
const {
  t,
  sessions: { session },
} = useTestApp({
  app: () => ({ connectors: { npi: createConnectors({ demoMode: true, npiRegistryUrl: fake.url }).npi } }),
  logins: { session: 'readonly@northwind.example' },
});
const {
  t: offline,
  sessions: { offlineSession },
} = useTestApp({
  app: { connectors: { npi: createConnectors({ demoMode: false, npiRegistryUrl: UNREACHABLE_URL }).npi } },
  logins: { offlineSession: 'manager@northwind.example' },
});
beforeEach(() => {
  fake.mode = 'ok';
});

describe('GET /npi/{number}', () => {
  it('answers demo providers from the sandbox without asking the registry', async () => {
    fake.requests.length = 0;
    const response = await client(t, session).get(`/api/npi/1987654328?account_id=${session.account_id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result_count: 1,
      results: [
        {
          number: '1987654328',
          first_name: 'Sarah',
          middle_name: 'J',
          last_name: 'Lindgren',
          credential: 'DDS',
          organization_name: null,
          city: 'Seattle',
          state: 'WA',
          postal_code: '98102',
        },
      ],
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('asks the registry for other numbers', async () => {
    const response = await client(t, session).get('/api/npi/1679576722');
    expect(response.statusCode).toBe(200);
    expect(response.json().results[0]).toMatchObject({ last_name: 'VASQUEZ', credential: 'D.D.S.' });
  });

  it("answers 'NPI not found': 404 for an unknown number, 400 for one that is not 10 digits", async () => {
    const unknown = await client(t, session).get('/api/npi/1234567893');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('NPI not found');
    const short = await client(t, session).get('/api/npi/12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('NPI not found');
  });

  it("answers 502 'Unable to reach the NPI database' when the registry cannot be reached or fails", async () => {
    const unreachable = await client(offline, offlineSession).get('/api/npi/1679576722');
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json()).toMatchObject({ code: 'npi_unreachable', message: 'Unable to reach the NPI database' });
    fake.mode = 'error';
    const failing = await client(t, session).get('/api/npi/1679576722');
    expect(failing.statusCode).toBe(502);
    expect(failing.json().message).toBe('Unable to reach the NPI database');
  });
});

describe('GET /npi (search)', () => {
  it('finds demo providers and registry providers by name and address', async () => {
    const demo = (await client(t, session).get('/api/npi?first_name=mei&last_name=tanaka&state=WA')).json();
    expect(demo.results.map((result: { number: string }) => result.number)).toEqual(['1728394051']);
    const registry = (await client(t, session).get('/api/npi?last_name=Vasquez&city=Tacoma&postal_code=98402')).json();
    expect(registry).toMatchObject({ result_count: 1, results: [{ number: '1679576722' }] });
    const none = (await client(t, session).get('/api/npi?last_name=Nobody')).json();
    expect(none).toEqual({ result_count: 0, results: [] });
  });

  it('needs a name, and reports an unreachable registry', async () => {
    expect((await client(t, session).get('/api/npi?city=Tacoma')).statusCode).toBe(400);
    const down = await client(offline, offlineSession).get('/api/npi?last_name=Vasquez');
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe('Unable to reach the NPI database');
  });

  it('needs a session', async () => {
    expect((await client(t).get('/api/npi/1987654328')).statusCode).toBe(401);
  });
});
