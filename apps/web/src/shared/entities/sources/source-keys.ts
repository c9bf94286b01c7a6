/** Query keys of the source catalogue (GET /sources). */
export const sourceKeys = {
  /** One entry per page size: screens that ask for different pages of the list never read each other's. */
  withReviews: (perPage: number) => ['sources', 'reviews', perPage] as const,
  directories: ['sources', 'directories'] as const,
};
