import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../../shared/auth/auth-store';
import { adminSession } from '../../test/admin-session';
import { useRouteChangeEffects } from './use-route-change-effects';

function Page() {
  useRouteChangeEffects();
  return null;
}

function open(path: string) {
  const router = createMemoryRouter([{ path: '/reviews', element: <Page />, handle: { title: 'Reviews' } }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

describe('the tab’s title', () => {
  it('names the page and Repute', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    vi.stubGlobal('scrollTo', () => undefined);
    logIn(adminSession(7));
    open('/reviews');
    await waitFor(() => expect(document.title).toBe('Reviews | Repute'));
  });

  it('never says Repute to a white-label account’s user', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    vi.stubGlobal('scrollTo', () => undefined);
    logIn({ ...adminSession(7), isWhitelabel: true });
    open('/reviews');
    await waitFor(() => expect(document.title).toBe('Reviews'));
  });
});
