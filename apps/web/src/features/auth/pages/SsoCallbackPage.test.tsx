import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSsoSignIn } from '../sso-api';
import { SsoCallbackPage } from './SsoCallbackPage';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function renderCallback(query: string) {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[`/sso/callback?${query}`]}>
          <Routes>
            <Route path="/sso/callback" element={<SsoCallbackPage />} />
            <Route path="/dashboard" element={<p>Dashboard</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The API's answer to the callback, recording what the page sent. */
function stubApi(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('SsoCallbackPage', () => {
  it('refuses an answer to a sign-in this browser did not start, without asking the API (login CSRF)', async () => {
    const fetch = stubApi(500, {});
    rememberSsoSignIn({ state: 'mine', redirect: '/dashboard' });
    renderCallback('code=c&state=someone-elses');
    expect((await screen.findByRole('alert')).textContent).toContain('This sign-in was not started in this browser');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the provider's answer once, and shows the API's refusal", async () => {
    const fetch = stubApi(401, {
      error: 'Unauthorized',
      message: 'Single sign-on failed. Ask your administrator to check the SSO settings.',
      code: 'sso_refused',
    });
    rememberSsoSignIn({ state: 'mine', redirect: '/dashboard' });
    renderCallback('code=the-code&state=mine&iss=https%3A%2F%2Fidp.example');
    expect((await screen.findByRole('alert')).textContent).toContain('Single sign-on failed.');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/sso\/oidc\/callback$/);
    expect(JSON.parse(String(init?.body))).toEqual({ code: 'the-code', state: 'mine', iss: 'https://idp.example' });
    // The pending sign-in is spent: a reload cannot send it again.
    expect(sessionStorage.length).toBe(0);
  });
});
