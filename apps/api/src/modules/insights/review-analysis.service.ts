import { createHash } from 'node:crypto';
import {
  BASE_MODEL,
  createTextAnalyser,
  SECOND_OPINION_MODEL,
  type SentimentModel,
  type TextAnalyser,
  trainSentimentModel,
  WORD_VECTOR_MODEL,
} from '@repute/text-analysis';
import type { AnalysisRepo, ReviewText, StoredAnalysis } from './analysis.repo';

/**
 * Reviews analysed and stored per transaction: big enough for a batch's statements and its count triggers' grouped
 * upserts to cost little beside its rows (decision 0108: less PostgreSQL CPU a new review than batches of 1,000),
 * small enough for the next batch's analysis to overlap the last one's storing.
 */
export const ANALYSIS_BATCH = 2500;

/**
 * An account gets its own model once it has this many rated reviews with text (1-2 or 4-5 stars), and a new one
 * when it has a fifth more than the last was trained on (decision 0041). Training reads the newest 20,000.
 */
export const RETRAIN_MIN_EXAMPLES = 500;
export const RETRAIN_GROWTH = 1.2;
const TRAINING_LIMIT = 20_000;

/** Analysers are built once per model version (a model's weights spread into a dense array). */
const ANALYSERS_KEPT = 16;

export const textHash = (text: string) => createHash('sha1').update(text).digest('hex');

/**
 * The analysis of reviews (issue 12 §1): what waits is analysed with the account's model (its own when one
 * was trained, else the base model) and its vertical's categories, and stored with its counts.
 */
export function createReviewAnalysis(repo: AnalysisRepo, options: { now?: () => Date } = {}) {
  const analysers = new Map<string, TextAnalyser>();

  const analyserFor = async (accountId: number): Promise<{ analyser: TextAnalyser; version: string }> => {
    const version = (await repo.modelVersion(accountId)) ?? BASE_MODEL.version;
    let analyser = analysers.get(version);
    if (!analyser) {
      const stored = version === BASE_MODEL.version ? undefined : await repo.model(accountId);
      analyser = createTextAnalyser({ model: (stored?.model as SentimentModel | undefined) ?? BASE_MODEL });
      if (analysers.size >= ANALYSERS_KEPT) analysers.delete(analysers.keys().next().value ?? '');
      analysers.set(version, analyser);
    }
    return { analyser, version };
  };

  /** Analyses one batch (CPU only); a review whose text is gone is to lose its analysis. */
  const analyseBatch = async (accountId: number, batch: ReviewText[], vertical: string | null) => {
    const { analyser, version } = await analyserFor(accountId);
    const analyses: StoredAnalysis[] = [];
    const emptied: ReviewText[] = [];
    for (const review of batch) {
      const text = review.content?.trim() ? review.content : null;
      if (text === null) {
        emptied.push(review);
        continue;
      }
      const found = analyser.analyse(text, vertical);
      analyses.push({
        reviewId: review.id,
        queuedAt: review.queuedAt,
        sentiment: found.sentiment,
        score: found.score,
        // What read the review: its model, and the second opinion (with the word vectors) asked where it was unsure.
        modelVersion: `${version}+${SECOND_OPINION_MODEL.version}+${WORD_VECTOR_MODEL.version}`,
        textHash: textHash(text),
        keywords: found.keywords.map((keyword) => ({ ...keyword })),
        categories: found.categories.map(({ category, sentiment }) => ({ category, sentiment })),
      });
    }
    return () => repo.store(accountId, analyses, emptied);
  };

  return {
    /**
     * Analyses every review of the account that waits, in id order, the next batch read and analysed while the
     * last is stored. A review whose text changes meanwhile keeps its mark for the next job.
     */
    async analyseWaiting(accountId: number): Promise<number> {
      const vertical = await repo.verticalOf(accountId);
      let analysed = 0;
      let afterId = 0;
      let storing: Promise<void> = Promise.resolve();
      for (;;) {
        const batch = await repo.waiting(accountId, afterId, ANALYSIS_BATCH);
        if (batch.length === 0) break;
        const store = await analyseBatch(accountId, batch, vertical);
        await storing;
        storing = store();
        storing.catch(() => {});
        afterId = batch[batch.length - 1]?.id ?? afterId;
        analysed += batch.length;
      }
      await storing;
      return analysed;
    },

    accountsWaiting: repo.accountsWaiting,

    /** A re-analysis run of the account, with its progress. */
    run: (runId: number, accountId: number) => repo.run(runId, accountId),

    /** Starts a re-analysis of every review of the account: its run, to be worked by `reanalyse`. */
    async createRun(accountId: number, userId: number | null) {
      return repo.createRun(accountId, await repo.reviewsWithText(accountId), userId);
    },

    /**
     * Works a re-analysis run from where it stands (a run stopped by a crash goes on from its cursor), saving its
     * progress after every batch. `onProgress` hears it too (the command prints it).
     */
    async reanalyse(runId: number, onProgress?: (done: number, total: number) => void): Promise<void> {
      const run = await repo.run(runId);
      if (!run || run.status === 'complete') return;
      await repo.startRun(runId);
      try {
        const vertical = await repo.verticalOf(run.accountId);
        let cursor = run.cursor;
        let done = run.done;
        // The next batch is read and analysed while PostgreSQL stores the last one (two cores, not one after
        // the other); progress is saved once a batch is stored.
        let storing: Promise<void> = Promise.resolve();
        for (;;) {
          const batch = await repo.reviewsAfter(run.accountId, cursor, ANALYSIS_BATCH);
          if (batch.length === 0) break;
          const store = await analyseBatch(run.accountId, batch, vertical);
          await storing;
          cursor = batch[batch.length - 1]?.id ?? cursor;
          const stored = { cursor, count: batch.length };
          storing = store().then(async () => {
            await repo.advanceRun(runId, stored.cursor, stored.count);
            done = Math.min(run.total, done + stored.count);
            onProgress?.(done, run.total);
          });
          // Awaited at the next batch or the end; until then a failure must not count as unhandled.
          storing.catch(() => {});
        }
        await storing;
        await repo.finishRun(runId, {});
      } catch (error) {
        await repo.finishRun(runId, { error: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    },

    /**
     * Trains an account's own model when it has enough rated reviews (or a fifth more than last time). Answers
     * whether it did: a new model means a re-analysis.
     */
    async retrainIfDue(account: { accountId: number; examples: number; trainedOn: number | null }): Promise<boolean> {
      const due =
        account.examples >= RETRAIN_MIN_EXAMPLES &&
        (account.trainedOn === null || account.examples >= account.trainedOn * RETRAIN_GROWTH);
      if (!due) return false;
      const examples = await repo.trainingExamples(account.accountId, TRAINING_LIMIT);
      const trainedAt = (options.now?.() ?? new Date()).toISOString();
      const version = `account-${account.accountId}-${trainedAt}`;
      const model = trainSentimentModel(examples, { version, source: `account ${account.accountId}`, trainedAt });
      await repo.saveModel(account.accountId, version, model, examples.length);
      return true;
    },

    ratedReviewCounts: repo.ratedReviewCounts,
  };
}

export type ReviewAnalysis = ReturnType<typeof createReviewAnalysis>;
