import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignupPage } from './SignupPage';

afterEach(() => vi.unstubAllGlobals());

describe('SignupPage', () => {
  it("shows the server's error text with the spec's message when no field explains the refusal", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: 'Too Many Requests',
              message: 'Too many requests. Try again in 5 minutes.',
              code: 'too_many_requests',
            }),
            { status: 429, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <SignupPage />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/First name/), 'Ada');
    await user.type(screen.getByLabelText(/Last name/), 'Okafor');
    await user.type(screen.getByLabelText(/Company name/), 'Okafor Physio');
    await user.type(screen.getByLabelText(/^Email/), 'ada@okafor.example');
    await user.type(screen.getByLabelText(/^Password/), 'a-long-enough-password-1');
    await user.click(screen.getByRole('button', { name: /Create/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('There was an issue creating your account. Please refresh and try again.');
    expect(alert.textContent).toContain('Too many requests. Try again in 5 minutes.');
  });
});
