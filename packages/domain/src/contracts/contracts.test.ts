import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROUTE_POLICIES } from '../route-policies';
import type { Endpoint } from './endpoint';
import * as contracts from './index';

/** Every contract, from each module's namespace in the index (groupsContracts, reviewsContracts…). */
const all: Endpoint[] = Object.entries(contracts)
  .filter(([name]) => name.endsWith('Contracts'))
  .flatMap(([, module]) => Object.values(module as Record<string, unknown>))
  .filter((value): value is Endpoint => typeof value === 'object' && value !== null && 'key' in value);

/**
 * The first path segments whose routes are all declared as contracts. A module that converts adds its own;
 * once every module has, this test asks a contract of every policy.
 */
const CONVERTED = [
  'reviews',
  'responses',
  'tags',
  'review_tags',
  'groups',
  'users',
  'email_change',
  'profiles',
  'user_types',
  'accounts',
  'account_settings',
  'account_experiments',
  'mywhitelabel',
  'whitelabels',
  'countries',
  'states',
  'categories',
  'alerts',
  'export_files',
  'fetch-export-file',
  'user_preferences',
  'sources',
  'issues',
  'date_ranges',
  'triage',
  'scheduled_exports',
  'scheduled_export_settings',
];

const segmentOf = (key: string) => key.split(' ')[1]?.split('/')[1] ?? '';

describe('endpoint contracts', () => {
  it('are found in the index', () => {
    expect(all.length).toBeGreaterThan(20);
  });

  it('each name a route that has a policy, by its method and path', () => {
    for (const contract of all) {
      expect(contract.key).toBe(`${contract.method} ${contract.path}`);
      expect(Object.keys(ROUTE_POLICIES)).toContain(contract.key as string);
    }
  });

  it('are declared once per route', () => {
    const keys = all.map((contract) => contract.key);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('cover every route with a policy in the converted modules', () => {
    const declared = new Set<string>(all.map((contract) => contract.key));
    const converted = Object.keys(ROUTE_POLICIES).filter((key) => CONVERTED.includes(segmentOf(key)));
    expect(converted.filter((key) => !declared.has(key))).toEqual([]);
  });

  it("name each of the path's params in their params schema, and no other", () => {
    for (const contract of all) {
      const inPath = [...contract.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const shape = contract.params instanceof z.ZodObject ? Object.keys(contract.params.shape) : [];
      expect({ key: contract.key, params: shape.sort() }).toEqual({ key: contract.key, params: inPath });
    }
  });
});
