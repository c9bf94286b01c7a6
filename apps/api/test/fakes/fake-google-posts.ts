import type { FakeAnswer, FakeRequest } from './fake-http';

/** The posts each location holds at the fake, by location name (`accounts/1/locations/2`). */
export type FakeLocalPosts = Map<string, Record<string, unknown>[]>;

const invalid = (message: string): FakeAnswer => ({
  status: 400,
  body: { error: { code: 400, message, status: 'INVALID_ARGUMENT' } },
});

/** What localPosts.create refuses, as Google documents LocalPost (summary 1500, an event for offers and events). */
function refusal(post: Record<string, unknown>): string | null {
  const topic = post.topicType;
  if (!['STANDARD', 'EVENT', 'OFFER'].includes(String(topic))) return 'Invalid topicType.';
  if (typeof post.summary === 'string' && post.summary.length > 1500) return 'Summary is too long.';
  const event = post.event as { title?: string; schedule?: { startDate?: unknown; endDate?: unknown } } | undefined;
  if (topic !== 'STANDARD' && !(event?.title && event.schedule?.startDate && event.schedule?.endDate)) {
    return 'Event title and schedule are required.';
  }
  const action = post.callToAction as { actionType?: string; url?: string } | undefined;
  if (action && action.actionType !== 'CALL' && !/^https?:\/\//.test(action.url ?? '')) {
    return 'Invalid call to action URL.';
  }
  const media = (post.media as { sourceUrl?: string; mediaFormat?: string }[] | undefined) ?? [];
  if (media.some((item) => item.mediaFormat !== 'PHOTO' || !item.sourceUrl)) return 'Invalid media.';
  return null;
}

/**
 * accounts.locations.localPosts.create (POST /v4/accounts/{a}/locations/{l}/localPosts) for the fake Google:
 * answers the created LocalPost with its name, state LIVE and searchUrl. Undefined for any other path.
 */
export function localPostsRoute(request: FakeRequest, posts: FakeLocalPosts, known: (location: string) => boolean) {
  const match = /^\/v4\/(accounts\/[^/]+\/locations\/[^/]+)\/localPosts$/.exec(
    decodeURIComponent(request.url.pathname),
  );
  if (!match?.[1] || request.method !== 'POST') return undefined;
  const location = match[1];
  if (!known(location)) {
    return {
      status: 404,
      body: { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } },
    };
  }
  const problem = refusal(request.body);
  if (problem) return invalid(problem);
  const held = posts.get(location) ?? [];
  posts.set(location, held);
  const created = {
    ...request.body,
    name: `${location}/localPosts/${held.length + 1}`,
    state: 'LIVE',
    createTime: new Date().toISOString(),
    searchUrl: `https://local.google.com/place?id=${encodeURIComponent(location)}&use=posts&lpsid=${held.length + 1}`,
  };
  held.push(created);
  return { status: 200, body: created };
}
