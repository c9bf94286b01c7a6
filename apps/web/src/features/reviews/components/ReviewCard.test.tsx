import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { reviewFixture } from '../responding/response-fixtures';
import { ReviewCard } from './ReviewCard';

function renderCard(review: ReturnType<typeof reviewFixture>) {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ReviewCard review={review} timeZone="America/New_York" />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('ReviewCard', () => {
  it('shows the microsurvey answer first-party feedback came with, on its own scale', () => {
    renderCard(reviewFixture({ microsurvey_answer: { selector_type: 'nps', score: 2 } }));
    expect(screen.getByText('Microsurvey answer: NPS, 2 of 10')).toBeTruthy();
  });

  it('says nothing of a microsurvey for a review that came without one', () => {
    renderCard(reviewFixture({ microsurvey_answer: null }));
    expect(screen.queryByText(/Microsurvey answer/)).toBeNull();
  });

  it('marks first-party feedback its customer kept private, and only that', () => {
    renderCard(reviewFixture({ source_id: 12, source_name: 'Customer Feedback', private: true }));
    expect(screen.getByText('Private feedback')).toBeTruthy();
    cleanup();
    renderCard(reviewFixture({ source_id: 12, source_name: 'Customer Feedback', publish_consent: 'I agree.' }));
    expect(screen.queryByText('Private feedback')).toBeNull();
  });
});
