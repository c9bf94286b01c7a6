import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportRequest } from './export-files-api';
import { type ExportResult, exportNotice, runExport } from './export-flow';

/**
 * The export server as the app sees it over HTTP: POST /export_files answers the new file, each GET its status
 * at that moment (from `fileAt`, given the milliseconds since the request), and file-data the CSV's bytes.
 */
type ServerScript = {
  post?: { status: number; body: unknown };
  fileAt?: (elapsedMs: number) => { status: string; status_reason?: string | null; file_url?: string | null };
  fileData?: { status: number; body: BodyInit; headers?: Record<string, string> };
};

const calls: { method: string; url: string; body: unknown }[] = [];
const CSV = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Rating,Review\r\n5,Great\r\n')]);

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function serve(script: ServerScript) {
  const started = Date.now();
  const fileAt = script.fileAt ?? (() => ({ status: 'complete', file_url: '/api/fetch-export-file/41/file-data' }));
  const file = (elapsed: number) => ({ id: 41, status_reason: null, file_url: null, ...fileAt(elapsed) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST' && url === '/api/export_files/7') {
        return script.post ? json(script.post.status, script.post.body) : json(201, file(0));
      }
      if (url.startsWith('/api/export_files/41?')) return json(200, file(Date.now() - started));
      if (url.startsWith('/api/fetch-export-file/41/file-data?')) {
        const data = script.fileData ?? {
          status: 200,
          body: CSV,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="export-2026-11-24.csv"',
          },
        };
        return new Response(data.body, { status: data.status, headers: data.headers });
      }
      return json(404, { error: 'Not Found' });
    }),
  );
}

const request: ExportRequest = { resource: 'reviews', filters: { from: '2026-10-26', to: '2026-11-24', rating: 5 } };

/** Runs the flow to its end, moving the clock on as it waits between polls. */
async function exportWith(impersonating: boolean): Promise<ExportResult> {
  const running = runExport({ accountId: 7, request, impersonating });
  let result: ExportResult | undefined;
  void running.then((value) => {
    result = value;
  });
  while (!result) await vi.advanceTimersByTimeAsync(250);
  return result;
}

const polls = () => calls.filter((call) => call.url.startsWith('/api/export_files/41?')).length;
const noticeOf = (result: ExportResult, impersonating = false) =>
  exportNotice(result, { email: 'ann@northwind.example', impersonating });

beforeEach(() => {
  calls.length = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('runExport', () => {
  it('asks for a CSV with an e-mail to follow, polls until file_url, then fetches the bytes with a byte-order mark', async () => {
    serve({
      fileAt: (elapsed) => (elapsed < 3000 ? { status: 'processing' } : { status: 'complete', file_url: '/x' }),
    });
    const result = await exportWith(false);

    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/export_files/7',
      body: { ...request, file_type: 'csv', download_options: {}, request_type: 'download', send_email: true },
    });
    expect(polls()).toBeGreaterThanOrEqual(2);
    expect(result.outcome).toBe('downloaded');
    if (result.outcome !== 'downloaded') return;
    expect(result.file.filename).toBe('export-2026-11-24.csv');
    expect(new Uint8Array(await result.file.blob.arrayBuffer())).toEqual(CSV);
    expect(noticeOf(result)).toEqual({
      level: 'success',
      message: 'Your download has started.  A download link will also be sent to ann@northwind.example.',
    });
  });

  it('reports no_results with the spec message and downloads nothing', async () => {
    serve({ fileAt: (elapsed) => (elapsed < 1500 ? { status: 'processing' } : { status: 'no_results' }) });
    const result = await exportWith(false);
    expect(result.outcome).toBe('no_results');
    expect(calls.some((call) => call.url.includes('file-data'))).toBe(false);
    expect(noticeOf(result)).toEqual({ level: 'info', message: 'There was no export data found' });
  });

  it('tells a failure for a time-out on the server from any other failure', async () => {
    serve({ fileAt: () => ({ status: 'failed', status_reason: 'timeout' }) });
    expect(noticeOf(await exportWith(false))).toEqual({ level: 'alert', message: 'Your download timed out' });

    serve({ fileAt: () => ({ status: 'failed', status_reason: 'The query failed' }) });
    expect(noticeOf(await exportWith(false))).toEqual({
      level: 'alert',
      message: 'There was an error generating your export.',
    });
  });

  it('stops polling at 10 s and says the link will come by e-mail', async () => {
    serve({ fileAt: () => ({ status: 'processing' }) });
    const result = await exportWith(false);
    expect(result.outcome).toBe('slow');
    const pollsAtTimeOut = polls();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(polls()).toBe(pollsAtTimeOut);
    expect(noticeOf(result)).toEqual({
      level: 'info',
      message:
        "Your download is taking longer than expected. A download link will be sent to ann@northwind.example when it's ready.",
    });
  });

  it('when impersonating, sends no e-mail, keeps polling past 10 s and times out at 60 s', async () => {
    serve({
      fileAt: (elapsed) => (elapsed < 30_000 ? { status: 'processing' } : { status: 'complete', file_url: '/x' }),
    });
    const late = await exportWith(true);
    expect(calls[0]?.body).toMatchObject({ send_email: false });
    expect(late.outcome).toBe('downloaded');
    expect(noticeOf(late, true)).toEqual({ level: 'success', message: 'Your download has started.' });

    calls.length = 0;
    serve({ fileAt: () => ({ status: 'processing' }) });
    const never = await exportWith(true);
    expect(never.outcome).toBe('timed_out');
    expect(polls()).toBeGreaterThan(10);
    expect(noticeOf(never, true)).toEqual({ level: 'alert', message: 'Your download timed out' });
  });

  it('reports a refused request with the server text, and a failed file fetch as a download issue', async () => {
    serve({ post: { status: 422, body: { error: 'Unprocessable Entity', message: 'Unknown resource' } } });
    const refused = await exportWith(false);
    expect(refused.outcome).toBe('initiate_failed');
    expect(noticeOf(refused)).toMatchObject({
      level: 'alert',
      message: 'An unexpected error occurred while initiating download',
    });
    expect(noticeOf(refused).error).toBeDefined();

    serve({
      fileData: { status: 404, body: JSON.stringify({ error: 'Not Found', message: 'Export file not found' }) },
    });
    const lost = await exportWith(false);
    expect(lost.outcome).toBe('download_failed');
    expect(noticeOf(lost)).toMatchObject({ level: 'alert', message: 'There was an issue downloading your file.' });
  });

  it('reports a status call that fails as an error generating the export', async () => {
    serve({ fileAt: () => ({ status: 'processing' }) });
    const fetchStub = vi.mocked(fetch);
    const serverAnswer = fetchStub.getMockImplementation();
    fetchStub.mockImplementation(async (url, init) =>
      String(url).startsWith('/api/export_files/41?')
        ? json(500, { error: 'Internal Server Error', message: 'Something broke' })
        : (serverAnswer?.(url, init) ?? json(404, {})),
    );
    const result = await exportWith(false);
    expect(result.outcome).toBe('poll_failed');
    expect(noticeOf(result)).toMatchObject({ level: 'alert', message: 'There was an error generating your export.' });
  });
});
