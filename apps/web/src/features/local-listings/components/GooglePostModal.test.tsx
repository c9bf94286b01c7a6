import { MantineProvider } from '@mantine/core';
import { GOOGLE_POST_MESSAGES } from '@repute/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../../../shared/auth/auth-store';
import { adminSession } from '../../../test/admin-session';
import { GooglePostModal } from './GooglePostModal';

const calls: { path: string; body: unknown }[] = [];
/** The size the browser decodes the chosen image to. */
let decoded = { width: 300, height: 300 };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const image = (type = 'image/png') => new File([new Uint8Array(20_000)], 'shop.png', { type });

beforeEach(() => {
  calls.length = 0;
  decoded = { width: 300, height: 300 };
  logIn(adminSession(7));
  // jsdom decodes no images: the browser's decoder answers the size this test chooses.
  vi.stubGlobal('createImageBitmap', async () => ({ ...decoded, close: () => {} }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.split('?')[0] ?? '';
      // The session's account settings, which every screen reads to ask the route policies.
      if (path === '/api/account_settings') return json(200, { _embedded: { account_settings: [] }, _total: 0 });
      calls.push({ path, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
      const upload = { id: 3, s3_path: 'uploads/7/u.png', mime_type: 'image/png', width: 300, height: 300 };
      if (path === '/api/upload') return json(201, { ...upload, status: 'uploaded', url: null });
      if (path === '/api/webhooks/rtx-images') {
        return json(200, { ...upload, status: 'complete', url: '/api/images/7/u.png' });
      }
      if (path === '/api/google_post_content') return json(201, { data: { id: 5 } });
      if (path === '/api/bulk_actions') return json(201, { data: [], message: GOOGLE_POST_MESSAGES.submitted });
      return json(404, { message: 'Not found' });
    }),
  );
});
afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

async function openUpdateForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <GooglePostModal opened targets={{ locationIds: [1], groupId: null }} targetText="Store 1" onClose={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  await userEvent.click(await screen.findByText('Update'));
  return screen.getByRole('dialog');
}

async function choose(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, file, { applyAccept: false });
}

describe('GooglePostModal image', () => {
  it('refuses an image under 250px by 250px with the rule’s words, uploading nothing and blocking the post', async () => {
    decoded = { width: 200, height: 260 };
    const dialog = await openUpdateForm();
    await choose(image());
    expect(await within(dialog).findByText(GOOGLE_POST_MESSAGES.imageTooSmall)).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Open late');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(calls.map((call) => call.path)).toEqual([]);
  });

  it('refuses a file that is not JPG or PNG', async () => {
    const dialog = await openUpdateForm();
    await choose(image('image/gif'));
    expect(await within(dialog).findByText(GOOGLE_POST_MESSAGES.imageType)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('uploads a good image, shows it with Remove, and posts its public URL as the post’s one photo', async () => {
    const dialog = await openUpdateForm();
    await choose(image());
    const thumbnail = (await within(dialog).findByRole('img', { name: 'The post’s image' })) as HTMLImageElement;
    expect(thumbnail.getAttribute('src')).toBe(`${window.location.origin}/api/images/7/u.png`);

    // An image alone is enough for an update (spec 001 §5: a description or an image).
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/bulk_actions')).toBe(true));
    const content = calls.find((call) => call.path === '/api/google_post_content');
    expect(content?.body).toMatchObject({
      media: [{ mediaFormat: 'PHOTO', sourceUrl: `${window.location.origin}/api/images/7/u.png` }],
    });
  });

  it('Remove takes the image off the post', async () => {
    const dialog = await openUpdateForm();
    await choose(image());
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Remove' }));
    expect(within(dialog).queryByRole('img', { name: 'The post’s image' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText(GOOGLE_POST_MESSAGES.descriptionOrImage)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/google_post_content')).toBe(false);
  });
});
