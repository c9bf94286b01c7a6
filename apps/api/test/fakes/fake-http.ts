import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = {
  method: string;
  url: URL;
  /** The bearer token, or the Graph API's access_token parameter. */
  token: string | null;
  body: Record<string, unknown>;
  contentType: string;
  headers: IncomingHttpHeaders;
  /** The bytes of a body that is neither JSON nor a form (an uploaded image). */
  raw?: Buffer;
};

export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

/** What one API answers, in its own words: its routes and its error bodies. */
export type FakeApi = {
  route: (request: FakeRequest) => FakeAnswer;
  /** Routes that authenticate in their body instead of with a bearer token (an OAuth token endpoint). */
  open?: (request: FakeRequest) => FakeAnswer | undefined;
  unauthorized: FakeAnswer;
  throttled: (retryAfterSeconds: number) => FakeAnswer;
  unavailable: FakeAnswer;
};

/** The switches a test flips on any fake: which token it accepts, and failures on the next call. */
export type FakeControls = {
  url: string;
  token: string;
  /** The next call is throttled, asking to wait this many seconds. */
  throttleNext: number | null;
  /** The next call fails on the server side. */
  failNext: boolean;
  /**
   * The calls this says yes to are read and never answered: their caller waits until it gives up or dies (a test
   * kills it there). Null answers every call.
   */
  hold: ((request: FakeRequest) => boolean) | null;
  /** The calls held unanswered. */
  held: FakeRequest[];
  requests: FakeRequest[];
  close: () => Promise<void>;
};

async function readRaw(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** JSON and forms are parsed; any other body (an image's bytes) is kept as it came. */
const isBytes = (contentType: string) => /^(image|application\/octet-stream)/.test(contentType);

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readRaw(request)).toString('utf8');
  if (text === '') return {};
  if ((request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return JSON.parse(text) as Record<string, unknown>;
}

/** A local HTTP server on a free port of 127.0.0.1 that checks the token and then lets `api` answer. */
export async function startFakeServer(api: FakeApi, token: string): Promise<FakeControls> {
  const controls: FakeControls = {
    url: '',
    token,
    throttleNext: null,
    failNext: false,
    hold: null,
    held: [],
    requests: [],
    close: async () => {},
  };
  const server = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const bytes = isBytes(incoming.headers['content-type'] ?? '');
    const raw = bytes ? await readRaw(incoming) : undefined;
    const body = bytes ? {} : await readBody(incoming);
    const bearer = /^Bearer (.+)$/.exec(incoming.headers.authorization ?? '')?.[1];
    const request: FakeRequest = {
      method: incoming.method ?? 'GET',
      url,
      token: bearer ?? url.searchParams.get('access_token') ?? (body.access_token as string | undefined) ?? null,
      body,
      contentType: incoming.headers['content-type'] ?? '',
      headers: incoming.headers,
      ...(raw ? { raw } : {}),
    };
    controls.requests.push(request);
    if (controls.hold?.(request)) {
      controls.held.push(request);
      return;
    }
    let answer: FakeAnswer | undefined;
    if (controls.throttleNext !== null) {
      answer = api.throttled(controls.throttleNext);
      controls.throttleNext = null;
    } else if (controls.failNext) {
      answer = api.unavailable;
      controls.failNext = false;
    } else {
      answer = api.open?.(request);
      if (answer === undefined) answer = request.token === controls.token ? api.route(request) : api.unauthorized;
    }
    outgoing.writeHead(answer.status, { 'content-type': 'application/json; charset=UTF-8', ...answer.headers });
    outgoing.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  controls.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  controls.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      // Held calls keep their connections open: close() would wait for them for ever.
      server.closeAllConnections();
    });
  return controls;
}

/** Opaque page tokens, as the APIs hand them out: the offset of the next entry, base64-encoded. */
export const pageToken = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');
export function offsetOf(token: string | null | undefined): number | null {
  if (!token) return 0;
  const match = /^offset:(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : null;
}

/** The fakes' clock: every review written or edited is one minute after the last, from a fixed day. */
export function fakeClock(start = Date.parse('2026-03-01T12:00:00Z')) {
  let now = start;
  return () => {
    now += 60_000;
    return new Date(now);
  };
}

/** The contract suite's failure switches (HttpHarness) flipped on a fake that accepts `token`. */
export function failureSwitches(fake: FakeControls, token: string) {
  return {
    throttleNext: (seconds: number) => {
      fake.throttleNext = seconds;
    },
    rejectCredentials: () => {
      fake.token = `not-${token}`;
    },
    failNext: () => {
      fake.failNext = true;
    },
    restore: () => {
      fake.token = token;
    },
  };
}
