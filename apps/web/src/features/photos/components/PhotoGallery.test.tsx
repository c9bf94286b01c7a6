import { MantineProvider } from '@mantine/core';
import type { OwnerPhoto } from '@repute/domain/photos';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotoGallery } from './PhotoGallery';

const PHOTO: OwnerPhoto = {
  id: 5,
  name: 'front-desk.jpg',
  category: 'PROFILE',
  location_id: 3,
  location_name: 'Northwind Downtown',
  source_id: 1,
  cdn_stored_url: '/files/front-desk.jpg',
  cdn_stored_low_res_url: '/files/front-desk-low.jpg',
  published_status: 'published',
  url_id: 'g-5',
  s3_path: 'photos/front-desk.jpg',
  width: 1200,
  height: 800,
  published_at: '2026-03-01T10:00:00.000Z',
  created_at: '2026-03-01T10:00:00.000Z',
};

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The server's one photo; each write kept. */
function serve() {
  const writes: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = (init.headers as Record<string, string>)['X-HTTP-Method-Override'] ?? init.method ?? 'GET';
      if (method !== 'GET') {
        writes.push(`${method} ${url}`);
        return json({ message: 'Photo successfully deleted.' });
      }
      return json({ _embedded: { media: [PHOTO] }, _total: 1, _total_pages: 1, _page: 1, _links: {} });
    }),
  );
  return writes;
}

afterEach(() => vi.unstubAllGlobals());

describe('PhotoGallery', () => {
  it('asks before deleting a photo, and deletes only once confirmed', async () => {
    const writes = serve();
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <PhotoGallery locationId={3} canDelete />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete front-desk.jpg' }));
    await screen.findByRole('dialog', { name: 'Delete Photo' });
    expect(writes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(writes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete front-desk.jpg' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Photo' }));
    await vi.waitFor(() => expect(writes).toEqual(['PUT /api/media/5']));
  });
});
