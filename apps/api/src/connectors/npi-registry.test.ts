import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeRegistry, startFakeNpiRegistry } from '../../test/fake-npi-registry';
import { UNREACHABLE_URL } from '../../test/test-app';
import { NpiRejectedError, NpiUnavailableError } from './npi-directory';
import { createNpiRegistry } from './npi-registry';

let fake: FakeRegistry;

beforeAll(async () => {
  fake = await startFakeNpiRegistry();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
});

describe('NPPES NPI Registry client', () => {
  it('looks a number up with version=2.1 and reads the practice location', async () => {
    const registry = createNpiRegistry({ baseUrl: fake.url });
    expect(await registry.lookup('1679576722')).toEqual({
      number: '1679576722',
      first_name: 'ELENA',
      middle_name: 'M',
      last_name: 'VASQUEZ',
      credential: 'D.D.S.',
      organization_name: null,
      city: 'TACOMA',
      state: 'WA',
      postal_code: '98402',
    });
    expect(fake.requests[0]?.searchParams.get('version')).toBe('2.1');
    expect(fake.requests[0]?.searchParams.get('number')).toBe('1679576722');
  });

  it('answers undefined for a number the registry does not hold', async () => {
    expect(await createNpiRegistry({ baseUrl: fake.url }).lookup('1234567893')).toBeUndefined();
  });

  it('searches by name and address, organizations too', async () => {
    const registry = createNpiRegistry({ baseUrl: fake.url });
    const people = await registry.search({ last_name: 'vasquez', state: 'WA' });
    expect(people.map((result) => result.number)).toEqual(['1679576722']);
    expect(fake.requests[0]?.searchParams.get('limit')).toBe('50');
    const organizations = await registry.search({ organization_name: 'puget', city: 'Tacoma' });
    expect(organizations[0]).toMatchObject({ number: '1831192830', organization_name: 'PUGET SOUND SMILES PLLC' });
  });

  it('turns the registry "Errors" answer into a rejection', async () => {
    await expect(createNpiRegistry({ baseUrl: fake.url }).lookup('12')).rejects.toBeInstanceOf(NpiRejectedError);
  });

  it('reports an unreachable, failing or garbled registry as unavailable', async () => {
    await expect(createNpiRegistry({ baseUrl: UNREACHABLE_URL }).lookup('1679576722')).rejects.toBeInstanceOf(
      NpiUnavailableError,
    );
    fake.mode = 'error';
    await expect(createNpiRegistry({ baseUrl: fake.url }).lookup('1679576722')).rejects.toBeInstanceOf(
      NpiUnavailableError,
    );
    fake.mode = 'garbage';
    await expect(createNpiRegistry({ baseUrl: fake.url }).search({ last_name: 'x' })).rejects.toBeInstanceOf(
      NpiUnavailableError,
    );
  });
});
