import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect-target';

describe('safeRedirect', () => {
  it('keeps a path of this app, with its query', () => {
    expect(safeRedirect('/reviews?page=2')).toBe('/reviews?page=2');
  });

  it('goes home for nothing, other sites, or the login page itself', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
  });
});
