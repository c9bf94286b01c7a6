import { type ReviewPage, type ReviewSourceConnector, ReviewSourceError, type ReviewTarget } from './review-source';

/** Text containing this marker makes the sandbox refuse to publish it, so the error states can be seen. */
export const SANDBOX_FAIL_MARKER = '[sandbox:fail]';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const PAGE_SIZE = 50;
/** A location tracked from now on (a new business's first location) starts with its last month of reviews. */
const FIRST_SYNC_DAYS = 30;

const AUTHORS = ['Avery K.', 'Jordan P.', 'Sam R.', 'Taylor M.', 'Riley S.', 'Morgan L.', 'Casey D.', 'Jamie W.'];
const TEXTS: Record<number, string[]> = {
  5: ['Wonderful experience, friendly staff and no wait at all.', 'Best visit I have had in years. Highly recommend.'],
  4: ['Very good overall, the team was helpful.', 'Nice place, will come back.'],
  3: ['It was fine. Nothing special.', 'Average visit, a bit of a wait.'],
  2: ['Long wait and the front desk seemed rushed.', 'Not great, billing was confusing.'],
  1: ['Terrible experience, nobody called me back.', 'Very disappointed with the service.'],
};

export type SandboxOptions = {
  /** When the sandbox's history starts; reviews appear every `intervalHours` after it. */
  epoch?: Date;
  intervalHours?: number;
  now?: () => Date;
};

const DEFAULT_EPOCH = new Date('2026-01-01T00:00:00Z');
const DEFAULT_INTERVAL_HOURS = 6;

export type SandboxControls = {
  failPublishes: boolean;
  failDeletes: boolean;
  failFetches: boolean;
  /** External ids the sandbox reports as deleted at the source. */
  removed: Set<string>;
  /** External ids whose text was edited at the source, with the edit time. */
  edited: Map<string, Date>;
  published: Map<string, string>;
};

/**
 * Where a sync is in the sandbox's history: the next review number, and, for a site that held reviews before
 * the sandbox's stream began (the demo's seeded history), the stream's first number and how many came before.
 * Written as `next` alone for a site that is all stream, else `next:first:before`.
 */
type SandboxCursor = { next: number; first: number; before: number };

function parseCursor(text: string | null): SandboxCursor | null {
  if (text === null) return null;
  const [next = 0, first = 0, before = 0] = text.split(':').map(Number);
  return { next, first, before };
}

function formatCursor({ next, first, before }: SandboxCursor): string {
  return first === 0 && before === 0 ? String(next) : `${next}:${first}:${before}`;
}

/** A small, stable hash so that every location and source gets its own rhythm and ratings. */
function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

function ratingFor(seed: number): number {
  const roll = seed % 100;
  if (roll < 55) return 5;
  if (roll < 75) return 4;
  if (roll < 83) return 3;
  if (roll < 90) return 2;
  return 1;
}

/**
 * A deterministic review site for demo and tests: each location and source gets review number n at
 * epoch + n × interval (offset per location), so reviews keep arriving while the demo runs and two
 * syncs at the same moment see the same reviews. Accepts responses; can be told to fail.
 */
export function createSandboxReviewSource(options: SandboxOptions = {}): ReviewSourceConnector & {
  controls: SandboxControls;
  firstCursor(target: ReviewTarget): string;
} {
  const epoch = (options.epoch ?? DEFAULT_EPOCH).getTime();
  const interval = (options.intervalHours ?? DEFAULT_INTERVAL_HOURS) * HOUR_MS;
  const now = options.now ?? (() => new Date());
  const controls: SandboxControls = {
    failPublishes: false,
    failDeletes: false,
    failFetches: false,
    removed: new Set(),
    edited: new Map(),
    published: new Map(),
  };

  const offsetOf = (target: ReviewTarget) => hash(`${target.locationId}:${target.sourceId}`) % interval;
  const publishedAtOf = (target: ReviewTarget, n: number) => epoch + offsetOf(target) + n * interval;

  function review(target: ReviewTarget, n: number) {
    const externalId = `sbx-${target.locationId}-${target.sourceId}-${n}`;
    const seed = hash(externalId);
    const rating = ratingFor(seed);
    const texts = TEXTS[rating] ?? [];
    const edited = controls.edited.get(externalId);
    const publishedAt = new Date(publishedAtOf(target, n));
    return {
      externalId,
      rating,
      authorName: AUTHORS[seed % AUTHORS.length] ?? null,
      content: `${texts[seed % texts.length] ?? ''}${edited ? ' (edited)' : ''}`,
      language: 'en',
      url: `https://sandbox.repute.test/reviews/${externalId}`,
      publishedAt,
      updatedAt: edited ?? publishedAt,
      removed: controls.removed.has(externalId),
    };
  }

  return {
    name: 'sandbox',
    canRespond: true,
    needsExternalLocation: false,
    controls,

    /** The stream from FIRST_SYNC_DAYS ago: the reviews before it never were, so they count for nothing. */
    firstCursor(target) {
      const since = now().getTime() - FIRST_SYNC_DAYS * DAY_MS;
      const next = Math.max(0, Math.floor((since - epoch - offsetOf(target)) / interval) + 1);
      return formatCursor({ next, first: next, before: 0 });
    },

    /**
     * The cursor (SandboxCursor) holds the next review number; a full pass (cursor null) lists the whole stream
     * from review 0 and reports edits and removals too. The count at the source is the reviews from before the
     * stream (the seeded history) and the stream's since it began, so the demo's counts agree with its data.
     */
    async fetchReviews(target, cursor): Promise<ReviewPage> {
      if (controls.failFetches) throw new ReviewSourceError('Sandbox told to fail', 503, true);
      const latest = Math.floor((now().getTime() - epoch - offsetOf(target)) / interval);
      const { next: start, first, before } = parseCursor(cursor) ?? { next: 0, first: 0, before: 0 };
      const end = Math.min(latest, start + PAGE_SIZE - 1);
      const reviews = [];
      for (let n = start; n <= end; n += 1) reviews.push(review(target, n));
      const more = end < latest;
      return {
        reviews,
        nextCursor: formatCursor({ next: more ? end + 1 : Math.max(start, latest + 1), first, before }),
        hasMore: more,
        totalCount: before + Math.max(0, latest + 1 - first),
      };
    },

    async publishResponse(_target, externalReviewId, content) {
      if (controls.failPublishes || content.includes(SANDBOX_FAIL_MARKER)) {
        throw new ReviewSourceError('Sandbox refused the response', 503, true);
      }
      controls.published.set(externalReviewId, content);
      return { publishedAt: now() };
    },

    async deleteResponse(_target, externalReviewId) {
      if (controls.failDeletes) throw new ReviewSourceError('Sandbox refused the deletion', 503, true);
      controls.published.delete(externalReviewId);
    },
  };
}

/**
 * The cursor of a site whose stream (default rhythm) begins at `when` after `before` reviews of its own: the
 * seed stores it with the count it seeded, so that the demo's sandbox only adds reviews written after the seeded
 * history and counts that history at the source.
 */
export function sandboxCursorAt(
  target: Pick<ReviewTarget, 'locationId' | 'sourceId'>,
  when: Date,
  before: number,
): string {
  const interval = DEFAULT_INTERVAL_HOURS * HOUR_MS;
  const offset = hash(`${target.locationId}:${target.sourceId}`) % interval;
  const next = Math.max(0, Math.floor((when.getTime() - DEFAULT_EPOCH.getTime() - offset) / interval) + 1);
  return formatCursor({ next, first: next, before });
}
