import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache';

const headers = { 'content-type': 'application/json' };
const answer = (body: string) => ({ headers, body });

function heardCache() {
  const cache = createResponseCache(1_048_576, ['sessions', 'data']);
  cache.channel('sessions').hearing(true);
  cache.channel('data').hearing(true);
  return cache;
}

describe('the response cache', () => {
  it('keeps nothing unless every change channel is heard', () => {
    const cache = createResponseCache(1_048_576, ['sessions', 'data']);
    cache.channel('sessions').hearing(true);
    cache.keep('a', answer('{}'), cache.generation());
    expect(cache.get('a', undefined)).toBeUndefined();
    cache.channel('data').hearing(true);
    cache.keep('a', answer('{}'), cache.generation());
    expect(cache.get('a', undefined)?.body).toBe('{}');
    cache.channel('data').hearing(false);
    expect(cache.get('a', undefined)).toBeUndefined();
  });

  it('does not keep an answer read while everything was forgotten', () => {
    const cache = heardCache();
    const before = cache.generation();
    cache.channel('data').forgetAll();
    cache.keep('a', answer('{"old":true}'), before);
    expect(cache.get('a', undefined)).toBeUndefined();
  });

  it('compresses a large answer once per encoding, and sends a small one as it is', () => {
    const cache = heardCache();
    const large = JSON.stringify({ items: Array.from({ length: 200 }, (_, index) => ({ index })) });
    cache.keep('large', answer(large), cache.generation());
    cache.keep('small', answer('{"a":1}'), cache.generation());
    const gzipped = cache.get('large', 'gzip, deflate');
    expect(gzipped?.encoding).toBe('gzip');
    expect(gunzipSync(gzipped?.body as Buffer).toString()).toBe(large);
    expect(cache.get('large', 'gzip')?.body).toBe(gzipped?.body);
    expect(cache.get('large', 'br, gzip')?.encoding).toBe('br');
    expect(cache.get('large', undefined)).toEqual({ headers, body: large });
    expect(cache.get('small', 'br')).toEqual({ headers, body: '{"a":1}' });
  });

  it('keeps nothing when given no memory', () => {
    const cache = createResponseCache(0, []);
    cache.keep('a', answer('{}'), cache.generation());
    expect(cache.get('a', undefined)).toBeUndefined();
  });
});
