import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ListingLocation } from '@repute/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../../../shared/auth/auth-store';
import { adminSession } from '../../../test/admin-session';
import { directoryEntry, listingLocation } from '../../../test/listing-fixtures';
import { ListingBulkActions } from './ListingBulkActions';

const ACCOUNT_ID = 7;
const posted: { url: string; body: unknown }[] = [];
const asked: string[] = [];
/** The server's answer to POST /media: created, or the list-level check's refusal. */
let mediaAnswer = () => json(201, { media: [], message: 'Photos added' });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const google = directoryEntry('google_maps', 'Google', 1);

const row = (id: number) =>
  listingLocation(id, `Store ${id}`, { pct_valid_top_directories: 1, open_status: 'OPEN', directories: [google] });

/** One of the account's photos, 300x300: a logo's size. */
const photo = {
  id: 40,
  name: 'storefront.png',
  category: 'EMPTY',
  location_id: 9,
  location_name: 'Store 9',
  source_id: 1,
  cdn_stored_url: '/api/public/images/7/a.png',
  cdn_stored_low_res_url: '/api/public/images/7/a-low.png',
  published_status: 'published',
  url_id: null,
  s3_path: '7/a.png',
  width: 300,
  height: 300,
  published_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
};

beforeEach(() => {
  posted.length = 0;
  asked.length = 0;
  mediaAnswer = () => json(201, { media: [], message: 'Photos added' });
  logIn(adminSession(ACCOUNT_ID));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const verb = new Headers(init.headers).get('x-http-method-override') ?? init.method ?? 'GET';
      const path = url.split('?')[0] ?? '';
      // The session's account settings, which every screen reads to ask the route policies.
      if (path === '/api/account_settings') return json(200, { _embedded: { account_settings: [] }, _total: 0 });
      asked.push(`${verb} ${path}`);
      if (path === '/api/media_categories') {
        return json(200, {
          _embedded: { media_categories: [{ id: 1, name: 'Logo', source_id: 1 }] },
          _total: 1,
          _total_pages: 1,
        });
      }
      if (path === '/api/media' && verb === 'GET') {
        return json(200, { _embedded: { media: [photo] }, _total: 1, _total_pages: 1 });
      }
      if (path === '/api/media' && verb === 'POST') {
        posted.push({ url: path, body: JSON.parse(String(init.body)) });
        return mediaAnswer();
      }
      return json(404, { message: 'Not found' });
    }),
  );
});
afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

function renderActions(selected: ListingLocation[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ListingBulkActions selected={selected} filter={{ locationIds: [], groupId: null }} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('ListingBulkActions, Add Photos', () => {
  it('adds one of the account’s photos with its category to every selected location', async () => {
    await addPhotoToSelection();
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toMatchObject({ location_ids: [1, 2], category_id: 1, s3_path: '7/a.png' });
  });

  it('says so in the list-level wording when the server finds a location not ready for Google', async () => {
    mediaAnswer = () =>
      json(422, {
        error: 'Unprocessable Entity',
        code: 'photos_not_ready',
        message:
          'One or more of the locations selected has Auto Sync turned off or is not found in Google integrations.',
      });
    await addPhotoToSelection();
    expect(
      await screen.findByText(
        'One or more of the locations selected has Auto Sync turned off or is not found in Google integrations.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/There was an error uploading your photo/)).toBeNull();
  });
});

/** Add Photos for two selected rows: the wizard's photo, the Logo category, Upload to Google. */
async function addPhotoToSelection() {
  const user = userEvent.setup();
  renderActions([row(1), row(2)]);
  // The closed wizard asks for nothing: the listings page loads no photos until Add Photos is clicked.
  expect(asked).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Add Photos' }));

  const wizard = await screen.findByRole('dialog', { name: 'Add Photo' });
  expect(within(wizard).getByText('Select Photos')).toBeTruthy();
  await user.click(await within(wizard).findByRole('button', { name: 'storefront.png, Store 9' }));
  await user.click(within(wizard).getByRole('button', { name: 'Next' }));

  // The selection is the target: the wizard asks for no location.
  expect(within(wizard).queryByRole('combobox', { name: 'Location' })).toBeNull();
  await user.click(within(wizard).getByRole('combobox', { name: 'Category' }));
  await user.click(await screen.findByRole('option', { name: 'Logo' }));
  await user.click(within(wizard).getByRole('button', { name: 'Next' }));
  await user.click(within(wizard).getByRole('button', { name: 'Upload to Google' }));
}
