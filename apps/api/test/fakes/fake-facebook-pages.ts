import { type FakeAnswer, type FakeControls, type FakeRequest, startFakeServer } from './fake-http';

/** A Page's listing fields as the Graph API holds them. */
export type FacebookPageRecord = {
  id: string;
  name: string;
  phone?: string;
  website?: string;
  hours?: Record<string, string>;
  location?: { street?: string; city?: string; state?: string; zip?: string; country?: string };
  link?: string;
  is_permanently_closed?: boolean;
};

export type FakeFacebookPages = FakeControls & {
  version: string;
  pages: Map<string, FacebookPageRecord>;
  /** Every accepted POST /{page}: the Page and the fields written. */
  updates: { pageId: string; fields: string[] }[];
  /** A user token managing `manages` (Graph hands it each Page's own token); answers the Page tokens by Page id. */
  addUser(token: string, manages: string[]): Record<string, string>;
};

const graphError = (
  status: number,
  code: number,
  message: string,
  extra: Record<string, unknown> = {},
): FakeAnswer => ({
  status,
  body: { error: { message, type: 'OAuthException', code, ...extra, fbtrace_id: 'AbCdEfGhIjK' } },
});
const missing = (id: string) =>
  graphError(
    400,
    100,
    `Unsupported request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    { error_subcode: 33 },
  );
const HOURS_KEY = /^(mon|tue|wed|thu|fri|sat|sun)_[12]_(open|close)$/;
const TIME = /^([01]\d|2[0-4]):[0-5]\d$/;

type Caller = { kind: 'any-page' } | { kind: 'user'; manages: Map<string, string> } | { kind: 'page'; pageId: string };

/**
 * The Graph API's Page fields on 127.0.0.1: GET /{v}/{page}?fields=... answers the fields asked for (and, to a user
 * managing the Page, its `access_token`); POST /{v}/{page} with phone, website, hours (JSON, mon_1_open...) and
 * location (JSON) writes them, only with that Page's token (a user's token: #210; another Page's: #200). Errors as
 * Graph words them: #190 for a bad token, #100/33 for a missing Page, #100 for bad hours, #32 when throttled.
 * The fake's `token` acts for every Page.
 */
export async function startFakeFacebookPages(
  token = 'facebook-page-token',
  version = 'v21.0',
): Promise<FakeFacebookPages> {
  const pages = new Map<string, FacebookPageRecord>();
  const users = new Map<string, Map<string, string>>();
  const pageTokens = new Map<string, string>();
  const updates: FakeFacebookPages['updates'] = [];

  function read(page: FacebookPageRecord, url: URL, caller: Caller): FakeAnswer {
    const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
    const node: Record<string, unknown> = Object.fromEntries(
      fields.flatMap((field) => (field in page ? [[field, page[field as keyof FacebookPageRecord]]] : [])),
    );
    node.id = page.id;
    if (fields.includes('access_token') && caller.kind === 'user') {
      const pageToken = caller.manages.get(page.id);
      if (pageToken) node.access_token = pageToken;
    }
    return { status: 200, body: node };
  }

  function write(page: FacebookPageRecord, body: Record<string, unknown>, caller: Caller): FakeAnswer {
    if (caller.kind === 'user')
      return graphError(400, 210, '(#210) A page access token is required to request this resource.');
    if (caller.kind === 'page' && caller.pageId !== page.id) return graphError(400, 200, '(#200) Permissions error');
    const written: string[] = [];
    if (typeof body.phone === 'string') page.phone = body.phone;
    if (typeof body.website === 'string') page.website = body.website;
    if (typeof body.hours === 'string') {
      const hours = JSON.parse(body.hours) as Record<string, string>;
      if (Object.entries(hours).some(([key, value]) => !HOURS_KEY.test(key) || !TIME.test(value))) {
        return graphError(400, 100, '(#100) Param hours must be a valid hours object');
      }
      page.hours = hours;
    }
    if (typeof body.location === 'string') page.location = { ...page.location, ...JSON.parse(body.location) };
    for (const field of ['phone', 'website', 'hours', 'location']) if (field in body) written.push(field);
    updates.push({ pageId: page.id, fields: written });
    return { status: 200, body: { success: true } };
  }

  function route(request: FakeRequest, caller: Caller): FakeAnswer {
    const [, requestVersion, id, edge] = request.url.pathname.split('/');
    if (requestVersion !== version || !id || edge !== undefined)
      return graphError(400, 2500, 'Unknown path components');
    const page = pages.get(id);
    if (!page) return missing(id);
    if (request.method === 'GET') return read(page, request.url, caller);
    if (request.method === 'POST') return write(page, request.body, caller);
    return missing(id);
  }

  const controls = await startFakeServer(
    {
      route: (request) => route(request, { kind: 'any-page' }),
      open: (request) => {
        const manages = users.get(request.token ?? '');
        if (manages) return route(request, { kind: 'user', manages });
        const pageId = pageTokens.get(request.token ?? '');
        return pageId === undefined ? undefined : route(request, { kind: 'page', pageId });
      },
      unauthorized: graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token'),
      throttled: (seconds) => ({
        ...graphError(400, 32, 'Page request limit reached'),
        headers: {
          'x-business-use-case-usage': JSON.stringify({
            '1': [{ type: 'pages', call_count: 100, estimated_time_to_regain_access: Math.ceil(seconds / 60) }],
          }),
        },
      }),
      unavailable: graphError(503, 2, 'Service temporarily unavailable'),
    },
    token,
  );

  return Object.assign(controls, {
    version,
    pages,
    updates,
    addUser(userToken: string, manages: string[]) {
      const tokens = new Map(manages.map((pageId) => [pageId, `EAApage${pageId}of${userToken}`]));
      for (const [pageId, pageToken] of tokens) pageTokens.set(pageToken, pageId);
      users.set(userToken, tokens);
      return Object.fromEntries(tokens);
    },
  });
}
