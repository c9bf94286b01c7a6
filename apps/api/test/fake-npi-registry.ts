import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A provider record as the NPPES NPI Registry API v2.1 answers it. */
export type RegistryRecord = {
  number: number | string;
  enumeration_type: 'NPI-1' | 'NPI-2';
  basic: Record<string, string>;
  addresses: Record<string, string>[];
};

export const REGISTRY_RECORDS: RegistryRecord[] = [
  {
    number: 1679576722,
    enumeration_type: 'NPI-1',
    basic: {
      first_name: 'ELENA',
      last_name: 'VASQUEZ',
      middle_name: 'M',
      credential: 'D.D.S.',
      sole_proprietor: 'NO',
      gender: 'F',
      enumeration_date: '2007-05-02',
      last_updated: '2021-07-09',
      status: 'A',
    },
    addresses: [
      {
        country_code: 'US',
        country_name: 'United States',
        address_purpose: 'MAILING',
        address_type: 'DOM',
        address_1: 'PO BOX 1',
        city: 'TACOMA',
        state: 'WA',
        postal_code: '984010001',
      },
      {
        country_code: 'US',
        country_name: 'United States',
        address_purpose: 'LOCATION',
        address_type: 'DOM',
        address_1: '1102 A ST',
        city: 'TACOMA',
        state: 'WA',
        postal_code: '984024321',
        telephone_number: '253-555-0177',
      },
    ],
  },
  {
    number: '1831192830',
    enumeration_type: 'NPI-2',
    basic: { organization_name: 'PUGET SOUND SMILES PLLC', organizational_subpart: 'NO', status: 'A' },
    addresses: [{ address_purpose: 'LOCATION', city: 'TACOMA', state: 'WA', postal_code: '98402' }],
  },
];

export type FakeRegistry = {
  url: string;
  requests: URL[];
  /** 'ok' answers like the registry; 'error' answers HTTP 500; 'garbage' answers HTML. */
  mode: 'ok' | 'error' | 'garbage';
  close: () => Promise<void>;
};

const matches = (value: string | undefined, wanted: string | null) =>
  !wanted || (value ?? '').toUpperCase().startsWith(wanted.replace(/\*$/, '').toUpperCase());

/** A local HTTP server that answers GET /api/?version=2.1&… the way the NPPES registry does. */
export async function startFakeNpiRegistry(): Promise<FakeRegistry> {
  const fake: FakeRegistry = { url: '', requests: [], mode: 'ok', close: async () => {} };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    fake.requests.push(url);
    const send = (status: number, body: unknown, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (fake.mode === 'error') return send(500, 'Internal Server Error', 'text/plain');
    if (fake.mode === 'garbage') return send(200, '<html>maintenance</html>', 'text/html');
    if (url.pathname !== '/api/' || url.searchParams.get('version') !== '2.1') {
      return send(200, { Errors: [{ description: 'Invalid version', field: 'version', number: '20' }] });
    }
    const number = url.searchParams.get('number');
    if (number !== null) {
      if (!/^\d{10}$/.test(number)) {
        return send(200, {
          Errors: [{ description: 'Field number requires 10 digits', field: 'number', number: '03' }],
        });
      }
      const results = REGISTRY_RECORDS.filter((record) => String(record.number) === number);
      return send(200, { result_count: results.length, results });
    }
    const params = url.searchParams;
    const criteria = ['first_name', 'last_name', 'organization_name', 'city', 'state', 'postal_code'];
    if (!criteria.some((key) => params.get(key))) {
      return send(200, {
        Errors: [{ description: 'No valid search criteria provided', field: 'generic', number: '04' }],
      });
    }
    const results = REGISTRY_RECORDS.filter((record) => {
      const location = record.addresses.find((address) => address.address_purpose === 'LOCATION');
      return (
        matches(record.basic.first_name, params.get('first_name')) &&
        matches(record.basic.last_name, params.get('last_name')) &&
        matches(record.basic.organization_name, params.get('organization_name')) &&
        matches(location?.city, params.get('city')) &&
        matches(location?.state, params.get('state')) &&
        matches(location?.postal_code, params.get('postal_code'))
      );
    }).slice(0, Number(params.get('limit') ?? 10));
    return send(200, { result_count: results.length, results });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}/api/`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
