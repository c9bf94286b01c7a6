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

  it('cover every route that has a policy', () => {
    const declared = new Set<string>(all.map((contract) => contract.key));
    expect(Object.keys(ROUTE_POLICIES).filter((key) => !declared.has(key))).toEqual([]);
  });

  it("name each of the path's params in their params schema, and no other", () => {
    for (const contract of all) {
      const inPath = [...contract.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const shape = contract.params instanceof z.ZodObject ? Object.keys(contract.params.shape) : [];
      expect({ key: contract.key, params: shape.sort() }).toEqual({ key: contract.key, params: inPath });
    }
  });
});
