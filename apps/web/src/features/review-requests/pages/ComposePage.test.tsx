import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { USER_TYPE_ID } from '@repute/domain/user-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../../../shared/auth/auth-store';
import { adminSession, userSession } from '../../../test/admin-session';
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

/** Disabled by itself or by its fieldset, as the browser sees it. */
const disabled = (element: HTMLElement) => element.matches(':disabled');
/** The text of what the element's aria-describedby names. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

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

  it('offers a user who may not make campaigns the form disabled, every button saying why (issue 25 §3)', () => {
    for (const userTypeId of [USER_TYPE_ID.readOnly, USER_TYPE_ID.limitedUser]) {
      logIn(userSession(7, userTypeId));
      const view = renderCompose();
      for (const name of ['Send Now', 'Save Draft', 'Schedule', 'Upload CSV', 'Add Recipients']) {
        expect(disabled(screen.getByRole('button', { name })), name).toBe(true);
      }
      for (const name of ['Send Now', 'Save Draft']) {
        expect(description(screen.getByRole('button', { name })), name).toBe('You do not have permission to do that');
      }
      expect(disabled(screen.getByLabelText('Subject'))).toBe(true);
      view.unmount();
    }
  });

  it('offers an admin Send Now and Save Draft, with no reason against them', () => {
    renderCompose();
    expect(disabled(screen.getByRole('button', { name: 'Send Now' }))).toBe(false);
    expect(disabled(screen.getByRole('button', { name: 'Save Draft' }))).toBe(false);
    expect(description(screen.getByRole('button', { name: 'Send Now' }))).toBe('');
    expect(screen.queryByText('You do not have permission to do that')).toBeNull();
  });
});
