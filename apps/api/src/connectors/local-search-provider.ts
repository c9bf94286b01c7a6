/**
 * The contract a local search provider keeps (issue 29, decision 0138): the local results of a keyword asked from one
 * point of a grid, best first, at most 20. Google Places Text Search is the real one; the sandbox answers the demo.
 */
export type LocalResult = { placeId: string; name: string };

export type LocalSearchQuery = {
  keyword: string;
  latitude: number;
  longitude: number;
  /** The location bias's radius: about the grid's spacing, so each point is asked about its own neighbourhood. */
  radiusMeters: number;
  /**
   * The business the scan looks for and where it is. A real provider does not need it (the scan finds the business in
   * the answer by its place id or name); the sandbox uses it to place the business in believable results.
   */
  target: { placeId: string | null; name: string; latitude: number; longitude: number };
};

export type LocalSearchProvider = {
  /** Recorded with each install's configuration: which provider answers the scans. */
  name: string;
  search(query: LocalSearchQuery): Promise<LocalResult[]>;
};
