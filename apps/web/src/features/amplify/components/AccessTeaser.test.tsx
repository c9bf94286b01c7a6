import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_REQUEST_TEXT as AMPLIFY_TEXT } from '../../../shared/feature-requests/AccessRequest';
import { AccessTeaser } from './AccessTeaser';

/** The statuses the server gives the feature requests, one per call, in order. */
let answers: number[] = [];
const requested: unknown[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.split('?')[0] !== '/api/feature_requests') return new Response('{}', { status: 404 });
      requested.push(JSON.parse(String(init?.body)));
      const status = answers.shift() ?? 500;
      return new Response(JSON.stringify(status < 400 ? { id: requested.length } : { error: 'Server Error' }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderTeaser() {
  const queries = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={queries}>
        <AccessTeaser />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('AccessTeaser', () => {
  it("offers 'Try again' after a failed request, and says 'Request sent!' once one succeeds", async () => {
    answers = [500, 201];
    renderTeaser();
    await userEvent.click(screen.getByRole('button', { name: AMPLIFY_TEXT.requestAccess }));
    expect((await screen.findByRole('alert')).textContent).toContain(AMPLIFY_TEXT.requestError);
    await userEvent.click(screen.getByRole('button', { name: AMPLIFY_TEXT.tryAgain }));
    expect((await screen.findByRole('status')).textContent).toBe(AMPLIFY_TEXT.requestSent);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requested).toEqual([
      { type: 'feature_request', feature_name: 'Amplify' },
      { type: 'feature_request', feature_name: 'Amplify' },
    ]);
  });
});
