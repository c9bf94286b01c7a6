import { NO_PERMISSION_MESSAGE } from '../../shared/ui/messages';
/** The Keywords screens' words: spec 001 §8 word for word where it has them, decision 0044 for the rest. */
export const KEYWORDS_TEXT = {
  categoriesError: 'There was an error fetching data for Experience Categories',
  noPermission: NO_PERMISSION_MESSAGE,
  categoriesTitle: 'Experience Categories',
  keywordsTitle: 'Mentioned Keywords',
  noCategories: 'No experience categories for these filters.',
  noKeywords: 'No keywords were mentioned in reviews for these filters.',
  tryOtherFilters: 'Try a longer date range or fewer filters.',
  noReviews: 'No reviews mention this for these filters.',
  chooseCategory: 'Choose a category in the filters to see the reviews that touch it.',
  backToKeywords: 'Back to Keywords',
  // The rating check (decision 0172): the spec has no words for it.
  ratingFlag: 'Disagrees with ratings',
  ratingNoteTitle: 'Sentiment that disagrees with the ratings',
  ratingNoteExplanation:
    'Mostly negative in highly rated reviews, or mostly positive in poorly rated ones: the analysis may have misread them. Open one to read its reviews.',
} as const;
