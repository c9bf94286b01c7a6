/** The reviews screens' own words, where the spec has none. */
export const REVIEW_TEXT = {
  noPermission: 'You do not have permission to see the reviews of this account.',
  notFoundTitle: 'Review not found',
  notFound: 'This review does not exist, or it belongs to another account.',
  loadReview: 'Unable to load this review at this time. Please reload or try again later.',
  loadHistory: 'Unable to load the history of this review at this time. Please reload or try again later.',
} as const;
