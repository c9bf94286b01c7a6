import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth } from '../../../shared/auth/auth-store';
import { json, renderSignedIn } from './compose-test-kit';
import { HeaderImageUpload } from './HeaderImageUpload';

const sent: { type: string; size: number }[] = [];
const image = (bytes: number, type = 'image/png') => new File([new Uint8Array(bytes)], 'header.png', { type });

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = init.body as Blob;
      sent.push({ type: (init.headers as Record<string, string>)['Content-Type'] ?? '', size: body.size });
      return json(201, { header_image: '/api/public/header_images/7/00000000-0000-0000-0000-000000000001.png' });
    }),
  );
});
afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

async function choose(file: File) {
  const onChange = vi.fn();
  const { container } = renderSignedIn(<HeaderImageUpload headerImage="" useHeaderImage={false} onChange={onChange} />);
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, file, { applyAccept: false });
  return onChange;
}

describe('HeaderImageUpload', () => {
  it('refuses a file under 10240 bytes with the spec’s words, sending nothing', async () => {
    await choose(image(10_239));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to upload image. Please choose a file that is at least 10240 bytes.',
    );
    expect(sent).toHaveLength(0);
  });

  it('refuses a file over 5 MB with the spec’s words', async () => {
    await choose(image(5 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to upload image. Please choose a file smaller than 5mb',
    );
    expect(sent).toHaveLength(0);
  });

  it('refuses a type other than PNG or JPEG', async () => {
    await choose(image(20_000, 'image/gif'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to upload image. Please choose a png or jpeg file.',
    );
  });

  it('sends a good image as its bytes and uses the address it gets back', async () => {
    const onChange = await choose(image(20_000, 'image/jpeg'));
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        header_image: '/api/public/header_images/7/00000000-0000-0000-0000-000000000001.png',
        use_header_image: true,
      }),
    );
    expect(sent).toEqual([{ type: 'image/jpeg', size: 20_000 }]);
  });
});
