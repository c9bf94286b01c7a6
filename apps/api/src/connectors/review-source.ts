/** Which location's page at which source a connector reads and answers. */
export type ReviewTarget = {
  accountId: number;
  locationId: number;
  sourceId: number;
  /** The source's id of the location (Google `accounts/1/locations/2`, a Facebook page id, a Yelp business id). */
  externalLocationId: string | null;
};

/** One review as a source reports it. */
export type SourceReview = {
  externalId: string;
  /** 0 = no rating, else 1–5. */
  rating: number;
  authorName: string | null;
  content: string | null;
  language: string | null;
  url: string | null;
  publishedAt: Date;
  updatedAt: Date;
  /** The source reports the review as deleted. */
  removed?: boolean;
  /** A recommendation without stars (Facebook): whether the reviewer recommends the place. */
  recommended?: boolean;
};

export type ReviewPage = {
  reviews: SourceReview[];
  /** Where the next call continues (also stored between syncs); null to start over next time. */
  nextCursor: string | null;
  /** More pages follow for this sync. */
  hasMore: boolean;
  /** The source's own count of reviews for the location, when it reports one (reconciliation). */
  totalCount: number | null;
};

export type PublishedResponse = {
  publishedAt: Date;
  /** The source's id of the published answer, when the source addresses answers by their own id (Facebook). */
  externalResponseId?: string;
};

/** A review site: read reviews changed since a cursor, publish and delete the account's answers. */
export type ReviewSourceConnector = {
  readonly name: string;
  readonly canRespond: boolean;
  /**
   * Whether a location must be linked to its page at the source (`externalLocationId`) to be read; true unless
   * false. The demo sandbox reads any location, so its unlinked locations are synced too.
   */
  readonly needsExternalLocation?: boolean;
  /**
   * The target as the source addresses it, when the stored id is another name for the location (a Facebook
   * Page's username): the sync calls it once, before reading pages.
   */
  resolveTarget?(target: ReviewTarget): Promise<ReviewTarget>;
  /**
   * Where the first sync of a location tracked from now on starts, for a source that would otherwise bring its whole
   * invented history at once (the demo sandbox); without it the first sync is a full pass.
   */
  firstCursor?(target: ReviewTarget): string;
  fetchReviews(target: ReviewTarget, cursor: string | null): Promise<ReviewPage>;
  /** Publishes the answer; with the id of an answer published before, replaces that one. */
  publishResponse(
    target: ReviewTarget,
    externalReviewId: string,
    content: string,
    externalResponseId?: string | null,
  ): Promise<PublishedResponse>;
  deleteResponse(target: ReviewTarget, externalReviewId: string, externalResponseId?: string | null): Promise<void>;
};

/** The source refused or failed; `retryable` for rate limits and server errors. */
export class ReviewSourceError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryable: boolean,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ReviewSourceError';
  }
}

/**
 * What people may read of a failure (a sync's last error, a response's description): a source's own refusal
 * says what the source said; anything else (a database error, a bug) could carry internals, so it does not.
 * The full error stays in the job's output.
 */
export function failureTextFor(error: unknown): string {
  return error instanceof ReviewSourceError ? error.message : 'An unexpected error occurred on the server.';
}

/** The credential a connector calls the source with for the target's account (an OAuth access token). */
export type AccessTokens = (target: ReviewTarget) => Promise<string | null>;

/** Which connector serves a source; undefined when the source is not connected. */
export type ReviewConnectors = { forSource(sourceId: number): ReviewSourceConnector | undefined };
