import { USER_TYPE_ID } from '@repute/domain/user-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userSession } from '../../test/admin-session';
import { clearAuth, logIn } from '../auth/auth-store';
import { useMayCall, useMayCallAny, useRefusal } from './use-may-call';

/** GET /account_settings answers these settings; nothing else is asked. */
function serveSettings(settings: Record<string, string>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    expect(String(input)).toContain('/account_settings');
    const pairs = Object.entries(settings).map(([code, value]) => ({ code, value }));
    return new Response(JSON.stringify({ _embedded: { account_settings: pairs }, _total: pairs.length }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

describe('useMayCall', () => {
  it("answers from the signed-in user's type, against the table the server enforces", () => {
    serveSettings({});
    logIn(userSession(7, USER_TYPE_ID.readOnly));
    const { result } = renderHook(
      () => ({
        read: useMayCall('GET /campaigns'),
        send: useMayCall('POST /campaigns/:id/send'),
        any: useMayCallAny(['POST /campaigns', 'GET /reviews']),
        none: useMayCallAny(['POST /campaigns', 'DELETE /users/:id']),
        why: useRefusal('POST /campaigns'),
      }),
      { wrapper },
    );
    expect(result.current).toEqual({
      read: true,
      send: false,
      any: true,
      none: false,
      why: { kind: 'permission' },
    });
  });

  it("opens a feature-gated route once the account's settings say the feature is on", async () => {
    serveSettings({ microsurveys: 'true', groups: 'false' });
    logIn(userSession(7, USER_TYPE_ID.admin));
    const { result } = renderHook(() => useMayCall('GET /microsurveys'), { wrapper });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('refuses everything but public routes to nobody', () => {
    serveSettings({});
    const { result } = renderHook(() => [useMayCall('GET /reviews'), useMayCall('POST /auth')], { wrapper });
    expect(result.current).toEqual([false, true]);
  });
});
