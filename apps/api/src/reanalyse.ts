import { CommandError } from './command-error';
import type { Config } from './config';
import { createReviewAnalysis } from './modules/insights';
import { createAnalysisRepo } from './modules/insights/analysis.repo';
import { storedRatingDisagreements } from './modules/insights/rating-check';
import { runMigrations } from './platform/db/client';
import { openDatabase } from './platform/db/database';

/**
 * `repute reanalyse <accountId>`: analyses every review of the account again with its current model (after a
 * model change), in this process, printing its progress. The run is stored like the API's, so its progress can
 * be read while it works and an interrupted run can be asked for again. It ends with the rating check: the keywords
 * and categories whose mention sentiment disagrees strongly with their reviews' stars (none, when the analyser reads
 * the reviews as their authors rated them).
 */
export async function reanalyseAccount(config: Config, argument: string | undefined, print: (line: string) => void) {
  const accountId = Number(argument);
  if (!argument || !Number.isInteger(accountId) || accountId < 1) {
    throw new CommandError('usage: repute reanalyse <accountId>');
  }
  const database = await openDatabase(config, { notice: (message) => print(`${message}\n`) });
  try {
    await runMigrations(database.db);
    const repo = createAnalysisRepo(database.db);
    if (!(await repo.accountExists(accountId))) {
      throw new CommandError(`No account ${accountId}`);
    }
    const analysis = createReviewAnalysis(repo);
    const run = await analysis.createRun(accountId, null);
    print(`Re-analysing ${run.total} reviews of account ${accountId} (run ${run.id})\n`);
    const started = Date.now();
    let lastPrinted = 0;
    await analysis.reanalyse(run.id, (done, total) => {
      if (Date.now() - lastPrinted < 1000 && done < total) return;
      lastPrinted = Date.now();
      print(`${done}/${total} reviews\n`);
    });
    print(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    const flagged = await storedRatingDisagreements(repo, accountId);
    print(`Keywords and categories whose sentiment reads against their reviews' ratings: ${flagged.length}\n`);
    for (const flag of flagged) {
      print(
        `  ${flag.kind} ${flag.subject} (${flag.reading}): ${flag.positive} positive, ${flag.negative} negative, mean rating ${flag.averageRating?.toFixed(2)}\n`,
      );
    }
  } finally {
    await database.close();
  }
}
