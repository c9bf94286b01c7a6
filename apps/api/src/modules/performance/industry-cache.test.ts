import { describe, expect, it } from 'vitest';
import { createIndustryCache, INDUSTRY_CACHE_TTL_MS } from './industry-cache';

describe('the industry score cache', () => {
  it('computes a key once within the TTL, again after it, and each key apart', async () => {
    let clock = 1_000;
    const computed: string[] = [];
    const industry = createIndustryCache(
      async (key) => {
        computed.push(key);
        return { score: computed.length, accounts: 5 };
      },
      { now: () => clock },
    );
    expect(await industry('retail|2025-01-01')).toEqual({ score: 1, accounts: 5 });
    clock += INDUSTRY_CACHE_TTL_MS - 1;
    expect(await industry('retail|2025-01-01')).toEqual({ score: 1, accounts: 5 });
    expect(await industry('retail|2025-02-01')).toEqual({ score: 2, accounts: 5 });
    clock += 2;
    expect(await industry('retail|2025-01-01')).toEqual({ score: 3, accounts: 5 });
    expect(computed).toEqual(['retail|2025-01-01', 'retail|2025-02-01', 'retail|2025-01-01']);
  });

  it('shares one computation between concurrent calls of a key', async () => {
    const computed: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const industry = createIndustryCache(async (key) => {
      computed.push(key);
      await gate;
      return { score: 42, accounts: 6 };
    });
    const both = Promise.all([industry('dental'), industry('dental')]);
    release();
    expect(await both).toEqual([
      { score: 42, accounts: 6 },
      { score: 42, accounts: 6 },
    ]);
    expect(computed).toEqual(['dental']);
  });
});
