import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileDownloadPage } from './FileDownloadPage';

/** The server's answers by path: the export file record and its bytes. */
let files: Record<string, { status: number; body: unknown }> = {};
let fileData: { status: number; body: BodyInit; headers: Record<string, string> } = {
  status: 200,
  body: '',
  headers: {},
};
const downloads: string[] = [];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const record = (overrides: Record<string, unknown> = {}) => ({
  id: 5,
  status: 'complete',
  status_reason: null,
  file_url: '/api/fetch-export-file/5/file-data',
  expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  ...overrides,
});

beforeEach(() => {
  downloads.length = 0;
  files = {};
  fileData = {
    status: 200,
    body: '\uFEFFid\r\n1\r\n',
    headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="export-2026-11-20.csv"' },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0] ?? '';
      const fileMatch = /^\/api\/export_files\/(\d+)$/.exec(path);
      if (fileMatch?.[1]) {
        const answer = files[fileMatch[1]] ?? {
          status: 404,
          body: { error: 'Not Found', message: 'Export file not found' },
        };
        return json(answer.status, answer.body);
      }
      if (path === '/api/fetch-export-file/5/file-data') {
        return new Response(fileData.body, { status: fileData.status, headers: fileData.headers });
      }
      if (path === '/api/date_ranges') return json(200, { time_zone: 'UTC' });
      return json(404, { error: 'Not Found' });
    }),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderPage(fileId: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/file-downloads/${fileId}`]}>
          <Routes>
            <Route path="/file-downloads/:fileId" element={<FileDownloadPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('FileDownloadPage', () => {
  it('starts the download of a ready file once, under its name, and offers it again', async () => {
    files['5'] = { status: 200, body: record() };
    renderPage('5');
    expect(await screen.findByRole('heading', { name: 'Your file is ready' })).toBeTruthy();
    await waitFor(() => expect(downloads).toEqual(['export-2026-11-20.csv']));
    await userEvent.click(await screen.findByRole('button', { name: 'Download again' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
  });

  it('says the file is not theirs when the server does not find it in this account', async () => {
    renderPage('99');
    expect(await screen.findByRole('heading', { name: 'File not found' })).toBeTruthy();
    expect(screen.getByText(/not for the account you are signed in to/)).toBeTruthy();
    expect(downloads).toEqual([]);
  });

  it('says the link has expired, by its date or by the server refusing the bytes', async () => {
    files['5'] = { status: 200, body: record({ expires_at: new Date(Date.now() - 1000).toISOString() }) };
    const first = renderPage('5');
    expect(await screen.findByRole('heading', { name: 'This download link has expired' })).toBeTruthy();
    first.unmount();

    files['5'] = { status: 200, body: record() };
    fileData = {
      status: 410,
      body: JSON.stringify({ error: 'Gone' }),
      headers: { 'content-type': 'application/json' },
    };
    renderPage('5');
    expect(await screen.findByRole('heading', { name: 'This download link has expired' })).toBeTruthy();
    expect(downloads).toEqual([]);
  });

  it('tells a file still being prepared, and one with no data, in their words', async () => {
    files['5'] = { status: 200, body: record({ status: 'processing', file_url: null }) };
    const first = renderPage('5');
    expect(await screen.findByRole('heading', { name: 'Your file is still being prepared' })).toBeTruthy();
    first.unmount();

    files['5'] = { status: 200, body: record({ status: 'no_results', file_url: null }) };
    renderPage('5');
    expect(await screen.findByText('There was no export data found')).toBeTruthy();
  });

  it('treats an address that is no file id as not found without asking the server', async () => {
    renderPage('not-a-file');
    expect(await screen.findByRole('heading', { name: 'File not found' })).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).startsWith('/api/export_files'))).toBe(false);
  });
});
