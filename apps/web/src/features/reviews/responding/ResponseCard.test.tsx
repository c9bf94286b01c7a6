import { MantineProvider } from '@mantine/core';
import { RESPONSE_MESSAGES } from '@repute/domain/reviews';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponseCard } from './ResponseCard';
import { responseFixture } from './response-fixtures';

const renderCard = (overrides: Parameters<typeof responseFixture>[0]) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
      <MantineProvider>
        <ResponseCard response={responseFixture(overrides)} />
      </MantineProvider>
    </QueryClientProvider>,
  );

describe('ResponseCard', () => {
  it('shows the spec’s failure message when the response carries no description', () => {
    renderCard({ status: 'error_published', status_description: null });
    expect(screen.getByRole('alert').textContent).toBe(RESPONSE_MESSAGES.publishFailed);
  });

  it('shows the server’s description when no retry follows', () => {
    const final = 'An error occurred while publishing the response. Google refused. Nothing more will be tried.';
    renderCard({ status: 'error_published', status_description: final });
    expect(screen.getByRole('alert').textContent).toBe(final);
  });

  it('shows no failure for a published response', () => {
    renderCard({ status: 'published', status_description: null });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
