import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';

describe('the session cache', () => {
  it('keeps nothing until the change notices are heard, and nothing once they are not', () => {
    const cache = createSessionCache<string>();
    cache.keep('a', 'session a', cache.generation());
    expect(cache.get('a')).toBeUndefined();

    cache.hearing(true);
    cache.keep('a', 'session a', cache.generation());
    expect(cache.get('a')).toBe('session a');

    cache.hearing(false);
    expect(cache.get('a')).toBeUndefined();
    cache.keep('b', 'session b', cache.generation());
    cache.hearing(true);
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not keep a lookup that ran while everything was forgotten', () => {
    const cache = createSessionCache<string>();
    cache.hearing(true);
    const before = cache.generation();
    cache.forgetAll();
    cache.keep('a', 'read before the change', before);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets one session or all of them', () => {
    const cache = createSessionCache<string>();
    cache.hearing(true);
    cache.keep('a', 'session a', cache.generation());
    cache.keep('b', 'session b', cache.generation());
    cache.forget('a');
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, 'session b']);
    cache.forgetAll();
    expect(cache.get('b')).toBeUndefined();
  });
});
