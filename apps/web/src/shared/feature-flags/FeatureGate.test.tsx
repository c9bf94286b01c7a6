import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FeatureGate } from './FeatureGate';
import { activeFlags, FEATURE_FLAGS_COOKIE, featureFlagsCookie, flagsFromQuery } from './feature-flags';

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec asks for a cookie; the Cookie Store API is async and not in every browser we serve
  document.cookie = `${FEATURE_FLAGS_COOKIE}=; Max-Age=0; Path=/`;
}
afterEach(clearCookie);

function renderAt(url: string) {
  const page = (
    <FeatureGate flag="beta" fallback={<p>Without beta</p>}>
      <p>Beta content</p>
    </FeatureGate>
  );
  const router = createMemoryRouter(
    [
      { path: '/reviews', element: page },
      { path: '/dashboard', element: page },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('feature flags', () => {
  it('reads features.-prefixed parameters as on or off, and ignores the rest', () => {
    expect([...flagsFromQuery('features.beta=true&features.old=false&features.x=maybe&beta=true')]).toEqual([
      ['beta', true],
      ['old', false],
    ]);
    expect([...activeFlags(`${FEATURE_FLAGS_COOKIE}=old%2Czapier`, '?features.old=false')]).toEqual(['zapier']);
    expect(featureFlagsCookie(new Set(), false)).toContain('Max-Age=0');
  });

  it('a link turns a flag on, it stays on across screens through its cookie, and a link turns it off', async () => {
    const router = renderAt('/reviews?features.beta=true');
    expect(screen.getByText('Beta content')).toBeTruthy();
    await act(() => router.navigate('/dashboard'));
    expect(screen.getByText('Beta content')).toBeTruthy();
    await act(() => router.navigate('/dashboard?features.beta=false'));
    expect(screen.getByText('Without beta')).toBeTruthy();
    await act(() => router.navigate('/reviews'));
    expect(screen.getByText('Without beta')).toBeTruthy();
  });

  it('shows nothing gated without the flag', () => {
    renderAt('/reviews');
    expect(screen.queryByText('Beta content')).toBeNull();
  });
});
