import { MantineProvider, Table } from '@mantine/core';
import type { ReviewPage } from '@repute/domain/urls';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReviewSourceRow } from './ReviewSourceRow';

const SYNC = {
  external_location_id: 'northwind-dental',
  last_synced_at: '2025-03-04T17:05:00.000Z',
  source_count: 12,
  local_count: 3,
  difference: 9,
  last_error: 'Yelp: rate limited',
};

const page = (values: Partial<ReviewPage> = {}): ReviewPage => ({
  id: 7,
  account_id: 1,
  location_id: 2,
  source_id: 3,
  source_name: 'Yelp',
  url: 'https://www.yelp.com/biz/northwind-dental',
  request_reviews: false,
  ordinal: 3,
  review_sync: SYNC,
  ...values,
});

function renderRow(row: ReviewPage, canEdit: boolean) {
  const actions = { onSync: vi.fn(), onEdit: vi.fn(), onRemove: vi.fn() };
  render(
    <MantineProvider env="test">
      <Table>
        <Table.Tbody>
          <ReviewSourceRow
            page={row}
            timeZone="America/New_York"
            canEdit={canEdit}
            canSync={canEdit}
            syncing={false}
            {...actions}
          />
        </Table.Tbody>
      </Table>
    </MantineProvider>,
  );
  return actions;
}

describe('ReviewSourceRow', () => {
  it('shows both counts, the difference and the last error, with the controls for editors', () => {
    renderRow(page(), true);
    expect(screen.getByRole('link', { name: 'https://www.yelp.com/biz/northwind-dental' })).toBeTruthy();
    expect(screen.getByText('12 at the source, 3 here')).toBeTruthy();
    expect(screen.getByText('9 missing here')).toBeTruthy();
    expect(screen.getByText('Yelp: rate limited')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sync Yelp now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Yelp' })).toBeTruthy();
  });

  it('shows no controls to read-only users, and a Google location name as text', () => {
    renderRow(
      page({
        source_id: 1,
        source_name: 'Google',
        url: 'accounts/1/locations/2',
        review_sync: { ...SYNC, source_count: 3, difference: 0, last_error: null },
      }),
      false,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('accounts/1/locations/2')).toBeTruthy();
    expect(screen.queryByText(/missing here/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows a Google page's review link and, beside it, the location name the sync reads", () => {
    renderRow(
      page({
        source_id: 1,
        source_name: 'Google',
        url: 'https://search.google.com/local/writereview?placeid=abc',
        review_sync: { ...SYNC, external_location_id: 'accounts/4/locations/9' },
      }),
      true,
    );
    expect(screen.getByRole('link', { name: 'https://search.google.com/local/writereview?placeid=abc' })).toBeTruthy();
    expect(screen.getByText('Location name: accounts/4/locations/9')).toBeTruthy();
  });
});
