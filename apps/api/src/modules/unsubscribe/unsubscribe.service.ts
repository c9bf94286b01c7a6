import type { PublicFace, UnsubscribeList, UnsubscribeState } from '@repute/domain';
import { notFound } from '../../platform/errors';
import type { UnsubscribeLinks } from '../../platform/mail/unsubscribe-links';

/**
 * One list of messages a person can leave from an e-mail's link: the port each feature fills (alerts here; the
 * scheduled exports module adds its own in the composition root). `email` is the recipient the link was signed for.
 */
export type SubscriptionList = {
  /** What the link names, and the account whose messages they are (the page speaks as it). */
  describe: (
    id: number,
    email: string,
  ) => Promise<{ accountId: number; description: string; subscribed: boolean; signs_in: boolean } | undefined>;
  setSubscribed: (id: number, email: string, subscribed: boolean) => Promise<boolean>;
};

export type UnsubscribeDeps = {
  links: Pick<UnsubscribeLinks, 'verify'>;
  lists: Partial<Record<UnsubscribeList, SubscriptionList>>;
  /** The business's name and look, as its other public pages show them (decision 0117). */
  faceOf: (accountId: number) => Promise<PublicFace>;
};

export type UnsubscribeRequest = { list: UnsubscribeList; id: number; email: string; token: string };

/** A link that is not signed, names nothing, or names a list not (yet) wired: all alike, 404. */
const NOT_FOUND = 'This unsubscribe link is not valid';

/**
 * The public unsubscribe pages and calls (spec 000 §2 /unsubscribe/alerts/{id}, /unsubscribe/scheduled_exports/{id};
 * RFC 8058 one-click): no login, the signed link is the proof.
 */
export function createUnsubscribeService({ links, lists, faceOf }: UnsubscribeDeps) {
  async function listOf({ list, id, email, token }: UnsubscribeRequest) {
    const subscriptions = lists[list];
    if (!subscriptions || !(await links.verify(list, id, email, token))) throw notFound(NOT_FOUND);
    return subscriptions;
  }

  async function state(request: UnsubscribeRequest): Promise<UnsubscribeState> {
    const found = await (await listOf(request)).describe(request.id, request.email);
    if (!found) throw notFound(NOT_FOUND);
    const { accountId, ...subscription } = found;
    return { list: request.list, id: request.id, ...subscription, ...(await faceOf(accountId)) };
  }

  async function set(request: UnsubscribeRequest, subscribed: boolean) {
    const subscriptions = await listOf(request);
    if (!(await subscriptions.setSubscribed(request.id, request.email, subscribed))) throw notFound(NOT_FOUND);
    return state(request);
  }

  return {
    state,
    unsubscribe: (request: UnsubscribeRequest) => set(request, false),
    /** The way back: the same link subscribes again. */
    resubscribe: (request: UnsubscribeRequest) => set(request, true),
  };
}

export type UnsubscribeService = ReturnType<typeof createUnsubscribeService>;
