import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../../../shared/auth/auth-store';
import { adminSession } from '../../../test/admin-session';
import { ComposePage } from './ComposePage';

beforeEach(() => {
  window.localStorage.clear();
  logIn(adminSession(7));
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ _embedded: {}, _total: 0, _total_pages: 0, _page: 1 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});

afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function renderCompose() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ComposePage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('ComposePage', () => {
  it('keeps a half-written campaign when the screen is left and opened again (spec 000 §9)', async () => {
    const first = renderCompose();
    await userEvent.type(screen.getByLabelText('Subject'), 'How was your visit?');
    await userEvent.type(screen.getByLabelText('Header text'), 'Thanks!');
    first.unmount();

    renderCompose();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('How was your visit?');
    expect((screen.getByLabelText('Header text') as HTMLInputElement).value).toBe('Thanks!');
  });

  it("keeps one user's draft from another's", async () => {
    const first = renderCompose();
    await userEvent.type(screen.getByLabelText('Subject'), 'Mine');
    first.unmount();
    logIn({ ...adminSession(7), user_id: 71, email: 'bo@northwind.example' });
    renderCompose();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('');
  });
});
