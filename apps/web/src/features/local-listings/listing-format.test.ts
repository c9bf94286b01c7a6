import { describe, expect, it } from 'vitest';
import { actionLinkOf, directoryColumnsPerPage, listingDate, statusLabel } from './listing-format';

describe('listing format', () => {
  it('pages directory columns 3, 2 and 1 by width', () => {
    expect(directoryColumnsPerPage(1280)).toBe(3);
    expect(directoryColumnsPerPage(1000)).toBe(3);
    expect(directoryColumnsPerPage(800)).toBe(2);
    expect(directoryColumnsPerPage(599)).toBe(1);
  });

  it("reads not_in_sync as 'Out of Sync' with a closed location's status in brackets, not_available as '--'", () => {
    expect(statusLabel('not_in_sync')).toBe('Out of Sync');
    expect(statusLabel('not_in_sync', 'temporarily_inactive')).toBe('Out of Sync (Temporarily Closed)');
    expect(statusLabel('not_in_sync', 'active')).toBe('Out of Sync');
    expect(statusLabel('not_available')).toBe('--');
  });

  it('writes dates M/D/YYYY', () => {
    expect(listingDate('2026-03-07T10:00:00.000Z')).toBe('3/7/2026');
    expect(listingDate(null)).toBe('--');
  });

  it('sends access problems to the integrations, everything else to the listing', () => {
    expect(actionLinkOf({ status_description: 'Ensure you have access to this location', listing_url: 'x' })).toBe(
      '/settings/integrations',
    );
    expect(actionLinkOf({ status_description: null, listing_url: 'https://maps.example/1' })).toBe(
      'https://maps.example/1',
    );
  });
});
