/**
 * Where a business that outranks a location is a competitor the account tracks in Competitors (issue 28), the link to
 * open it there: the competitors module answers (app/modules.ts); without it, no business is tracked.
 */
export type CompetitorLinks = {
  /** For each place id the account tracks as a competitor, the screen that shows it. */
  linksOf(accountId: number, placeIds: readonly string[]): Promise<Map<string, string>>;
};

export const noCompetitorLinks: CompetitorLinks = {
  linksOf: async () => new Map(),
};
