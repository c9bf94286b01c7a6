import {
  type FakeAnswer,
  type FakeControls,
  type FakeRequest,
  fakeClock,
  offsetOf,
  pageToken,
  startFakeServer,
} from './fake-http';

export type FacebookRatingRecord = {
  created_time: string;
  recommendation_type: 'positive' | 'negative';
  review_text?: string;
  reviewer: { name: string; id: string };
  open_graph_story: { id: string };
  /** Only recommendations written before stars were retired (2018) carry one. */
  rating?: number;
};

/** The app the fake's OAuth endpoint knows, the code its login dialog hands out, and its tokens' lives. */
export type FakeFacebookOAuth = {
  appId: string;
  appSecret: string;
  /** Exchangeable once, with the redirect URI the dialog was opened with. */
  code: string;
  redirectUri: string | null;
  /** Seconds: a short-lived user token (hours) and the long-lived one it is exchanged for (about 60 days). */
  shortExpiresIn: number;
  longExpiresIn: number;
  /** The long-lived tokens handed out. */
  longLived: string[];
};

export type FakeFacebook = FakeControls & {
  version: string;
  oauth: FakeFacebookOAuth;
  addRatings(pageId: string, count: number): FacebookRatingRecord[];
  /** Comments on an open graph story, by comment id. */
  comments(storyId: string): { id: string; message: string }[];
  /** Gives the Page a username, which Graph takes in place of its id (GET /{v}/{username}?fields=id). */
  addUsername(pageId: string, username: string): void;
  /**
   * A Facebook user's access token (what Facebook Login gives, decision 0014) managing `manages`; answers each
   * Page's own access token by Page id. The user token reads a Page's id and, for the Pages it manages, their
   * tokens (GET /{v}/{page}?fields=id,access_token); ratings, the count and comments refuse it (#210). Without
   * `granted` (the Page permissions declined at login) asking for a Page's token is refused with #10.
   */
  addUser(token: string, manages: string[], options?: { granted?: boolean }): Record<string, string>;
};

/**
 * Who calls: the fake's one token (`token`, every Page's token, as the fake always had it), a user's token,
 * or one Page's token.
 */
type Caller = { kind: 'any-page' } | { kind: 'user'; user: FakeUser } | { kind: 'page'; pageId: string };
type FakeUser = { pageTokens: Map<string, string>; granted: boolean };

const graphError = (
  status: number,
  code: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers?: Record<string, string>,
): FakeAnswer => ({
  status,
  body: { error: { message, type: 'OAuthException', code, ...extra, fbtrace_id: 'AbCdEfGhIjK' } },
  headers,
});

const missing = (id: string) =>
  graphError(
    400,
    100,
    `Unsupported request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    { error_subcode: 33 },
  );

/** Graph's answer to a user token where only a Page's own token will do. */
const pageTokenRequired = () =>
  graphError(400, 210, '(#210) A page access token is required to request this resource.');

/** Graph's answer to another Page's token. */
const notPermitted = () => graphError(400, 200, '(#200) Permissions error');

/** Graph's answer for a username (an alias) that no Page or profile has: HTTP 404, #803. */
const unknownAlias = (alias: string) =>
  graphError(404, 803, `(#803) Some of the aliases you requested do not exist: ${alias}`);

/**
 * GET /{v}/oauth/access_token with the app's id and secret: a login dialog's code (with its redirect URI,
 * once) for a short-lived user token, or grant_type=fb_exchange_token for a long-lived one.
 */
function accessTokenEndpoint(request: FakeRequest, oauth: FakeFacebookOAuth, version: string): FakeAnswer | undefined {
  if (request.url.pathname !== `/${version}/oauth/access_token`) return undefined;
  const param = (name: string) => request.url.searchParams.get(name);
  if (param('client_id') !== oauth.appId || param('client_secret') !== oauth.appSecret) {
    return graphError(400, 101, 'Error validating application. Invalid application ID.');
  }
  if (param('grant_type') === 'fb_exchange_token') {
    const short = param('fb_exchange_token') ?? '';
    if (!short.startsWith('EAAshort'))
      return graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token');
    const token = `EAAlong${oauth.longLived.length + 1}`;
    oauth.longLived.push(token);
    return { status: 200, body: { access_token: token, token_type: 'bearer', expires_in: oauth.longExpiresIn } };
  }
  if (param('code') !== oauth.code) {
    return graphError(400, 100, 'This authorization code has been used.', { error_subcode: 36009 });
  }
  if (param('redirect_uri') === null || (oauth.redirectUri !== null && param('redirect_uri') !== oauth.redirectUri)) {
    return graphError(400, 100, 'Error validating verification code. Please make sure your redirect_uri is identical.');
  }
  oauth.code = `used-${oauth.code}`;
  return { status: 200, body: { access_token: 'EAAshort1', token_type: 'bearer', expires_in: oauth.shortExpiresIn } };
}

/** The Graph API writes times like 2026-03-01T12:01:00+0000. */
const graphTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, '+0000');

/**
 * The Graph API's Page recommendations on 127.0.0.1: GET /{v}/{page}/ratings (fields selection, limit,
 * cursor paging with paging.cursors and paging.next), GET /{v}/{page}?fields=rating_count, comments on
 * open graph stories (POST /{v}/{story}/comments, POST /{v}/{comment} to edit, DELETE /{v}/{comment}),
 * a Page's username looked up as GET /{v}/{username}?fields=id (#803, HTTP 404, when no one has it).
 * The fake's `token` acts for every Page (a Page token, as tests have always used it); `addUser` adds a user
 * token that gets the Page tokens of the Pages it manages (GET /{v}/{page}?fields=id,access_token), and each
 * such Page token reads and answers only its own Page. A Page's token asking for `access_token` gets none.
 * Errors as Graph words them: HTTP 400 with OAuthException #190 for a bad token, #32 with
 * X-Business-Use-Case-Usage when throttled, #2 when unavailable, #100/33 for a missing object, #210 for a user
 * token where a Page token is needed, #200 for another Page's token, #10 for permissions not granted.
 */
export async function startFakeFacebook(token = 'facebook-page-token', version = 'v21.0'): Promise<FakeFacebook> {
  const pages = new Map<string, FacebookRatingRecord[]>();
  const comments = new Map<string, { id: string; storyId: string; message: string }>();
  const usernames = new Map<string, string>();
  const users = new Map<string, FakeUser>();
  /** Page tokens handed out to users, by token: the Page each acts for. */
  const pageTokens = new Map<string, string>();
  const tick = fakeClock();
  let serial = 0;
  const oauth: FakeFacebookOAuth = {
    appId: '1234567890',
    appSecret: 'fake-app-secret',
    code: 'AQDfakeLoginCode',
    redirectUri: null,
    shortExpiresIn: 5_400,
    longExpiresIn: 5_183_944,
    longLived: [],
  };
  const story = (id: string) => [...pages.values()].flat().find((rating) => rating.open_graph_story.id === id);

  function ratings(pageId: string, url: URL, base: string): FakeAnswer {
    const all = pages.get(pageId);
    if (!all) return missing(pageId);
    const limit = Number(url.searchParams.get('limit') ?? 25);
    const offset = offsetOf(url.searchParams.get('after'));
    if (offset === null) return graphError(400, 100, 'Invalid parameter');
    const fields = (url.searchParams.get('fields') ?? 'created_time,recommendation_type,review_text')
      .split(/,(?![^{]*\})/)
      .map((field) => field.replace(/\{.*\}$/, ''));
    const newestFirst = [...all].sort((a, b) => b.created_time.localeCompare(a.created_time));
    const data = newestFirst
      .slice(offset, offset + limit)
      .map((rating) => Object.fromEntries(Object.entries(rating).filter(([key]) => fields.includes(key))));
    const end = offset + data.length;
    const next = new URL(`${base}${url.pathname}${url.search}`);
    next.searchParams.set('after', pageToken(end));
    return {
      status: 200,
      body: {
        data,
        paging: {
          cursors: { before: pageToken(offset), after: pageToken(end) },
          ...(end < newestFirst.length ? { next: next.toString() } : {}),
        },
      },
    };
  }

  /** A Page's node: the fields asked for, of its id, its count and (to a user managing it) its token. */
  function pageNode(pageId: string, url: URL, caller: Caller): FakeAnswer {
    const fields = (url.searchParams.get('fields') ?? 'id').split(',');
    const node: Record<string, unknown> = { id: pageId };
    if (fields.includes('rating_count')) {
      const refused = refusal(pageId, caller);
      if (refused) return refused;
      node.rating_count = pages.get(pageId)?.length ?? 0;
    }
    if (fields.includes('access_token') && caller.kind === 'user') {
      if (!caller.user.granted) {
        return graphError(
          400,
          10,
          "(#10) This endpoint requires the 'pages_read_engagement' permission or the 'Page Public Metadata Access' feature.",
        );
      }
      const token = caller.user.pageTokens.get(pageId);
      if (token) node.access_token = token;
    }
    return { status: 200, body: node };
  }

  /** Whether the caller may read and answer the Page: any-page token, or that Page's own token. */
  function refusal(pageId: string | undefined, caller: Caller): FakeAnswer | undefined {
    if (caller.kind === 'user') return pageTokenRequired();
    if (caller.kind === 'page' && pageId !== undefined && caller.pageId !== pageId) return notPermitted();
    return undefined;
  }
  const pageOfStory = (storyId: string) =>
    [...pages.entries()].find(([, ratings]) => ratings.some((rating) => rating.open_graph_story.id === storyId))?.[0];

  function route(request: FakeRequest, base: string, caller: Caller): FakeAnswer {
    const [, requestVersion, id, edge] = request.url.pathname.split('/');
    if (requestVersion !== version || !id) return graphError(400, 2500, 'Unknown path components');
    // A node with anything but digits (and the '_' of comment ids) is an alias: a Page's username.
    if (request.method === 'GET' && edge === undefined && /[^\d_]/.test(id)) {
      const pageId = usernames.get(id);
      return pageId ? pageNode(pageId, request.url, caller) : unknownAlias(id);
    }
    if (request.method === 'GET' && edge === 'ratings') return refusal(id, caller) ?? ratings(id, request.url, base);
    if (request.method === 'GET' && edge === undefined && pages.has(id)) return pageNode(id, request.url, caller);
    const message = request.body.message;
    if (request.method === 'POST' && edge === 'comments') {
      if (!story(id)) return missing(id);
      const refused = refusal(pageOfStory(id), caller);
      if (refused) return refused;
      if (typeof message !== 'string' || message === '') return graphError(400, 100, 'Invalid parameter');
      serial += 1;
      const comment = { id: `${id}_${9000 + serial}`, storyId: id, message };
      comments.set(comment.id, comment);
      return { status: 200, body: { id: comment.id } };
    }
    const comment = comments.get(id);
    if (edge !== undefined || !comment) return missing(id);
    const refused = refusal(pageOfStory(comment.storyId), caller);
    if (refused) return refused;
    if (request.method === 'POST' && typeof message === 'string') {
      comment.message = message;
      return { status: 200, body: { success: true } };
    }
    if (request.method === 'DELETE') {
      comments.delete(id);
      return { status: 200, body: { success: true } };
    }
    return missing(id);
  }

  /** Users' and Pages' tokens are answered here; the fake's own token goes through the server's check. */
  function asUserOrPage(request: FakeRequest, base: string): FakeAnswer | undefined {
    const token = request.token ?? '';
    const user = users.get(token);
    if (user) return route(request, base, { kind: 'user', user });
    const pageId = pageTokens.get(token);
    if (pageId !== undefined && token !== controls.token) return route(request, base, { kind: 'page', pageId });
    return undefined;
  }

  let base = '';
  const controls = await startFakeServer(
    {
      route: (request) => route(request, base, { kind: 'any-page' }),
      open: (request) => accessTokenEndpoint(request, oauth, version) ?? asUserOrPage(request, base),
      unauthorized: graphError(
        400,
        190,
        'Invalid OAuth access token - Cannot parse access token',
        {},
        {
          'www-authenticate':
            'OAuth "Facebook Platform" "invalid_token" "Invalid OAuth access token - Cannot parse access token"',
        },
      ),
      throttled: (seconds) =>
        graphError(
          400,
          32,
          'Page request limit reached',
          { is_transient: true },
          {
            'x-business-use-case-usage': JSON.stringify({
              '1234567890': [
                {
                  type: 'pages',
                  call_count: 100,
                  total_cputime: 30,
                  total_time: 40,
                  estimated_time_to_regain_access: Math.ceil(seconds / 60),
                },
              ],
            }),
          },
        ),
      unavailable: graphError(500, 2, 'An unexpected error has occurred. Please retry your request later.', {
        is_transient: true,
      }),
    },
    token,
  );
  base = controls.url;

  return Object.assign(controls, {
    version,
    oauth,
    addUsername(pageId: string, username: string) {
      usernames.set(username, pageId);
    },
    addUser(token: string, manages: string[], { granted = true }: { granted?: boolean } = {}) {
      const user: FakeUser = { pageTokens: new Map(), granted };
      for (const pageId of manages) {
        const issued = `EAApage${pageId}of${token}`;
        user.pageTokens.set(pageId, issued);
        pageTokens.set(issued, pageId);
      }
      users.set(token, user);
      return Object.fromEntries(user.pageTokens);
    },
    addRatings(pageId: string, count: number) {
      const ratingsOfPage = pages.get(pageId) ?? [];
      pages.set(pageId, ratingsOfPage);
      const added = Array.from({ length: count }, (): FacebookRatingRecord => {
        serial += 1;
        const positive = serial % 5 !== 0;
        return {
          created_time: graphTime(tick()),
          recommendation_type: positive ? 'positive' : 'negative',
          ...(serial % 3 === 0 ? {} : { review_text: positive ? 'Kind and gentle team.' : 'Never called me back.' }),
          reviewer: { name: `Page Fan ${serial}`, id: String(700 + serial) },
          open_graph_story: { id: `${pageId}${String(serial).padStart(6, '0')}` },
          ...(serial % 6 === 0 ? { rating: positive ? 5 : 1 } : {}),
        };
      });
      ratingsOfPage.push(...added);
      return added;
    },
    comments: (storyId: string) =>
      [...comments.values()]
        .filter((comment) => comment.storyId === storyId)
        .map(({ id, message }) => ({ id, message })),
  });
}
