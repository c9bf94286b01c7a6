import type { SelectorType } from './review-requests';

/**
 * Each microsurvey's answers as the visitor sees them, and the value the API stores: the public pages offer them,
 * the summary screen names them. No zod here: the light public pages load this module (decision 0099).
 */
export const SCORE_OPTIONS: Record<SelectorType, { value: number; label: string }[]> = {
  nps: Array.from({ length: 11 }, (_, score) => ({ value: score, label: String(score) })),
  stars: [1, 2, 3, 4, 5].map((value) => ({ value, label: `${value} ★` })),
  thumbs: [
    { value: 1, label: 'Thumbs up' },
    { value: 0, label: 'Thumbs down' },
  ],
  smiles: [
    { value: 3, label: 'Happy' },
    { value: 2, label: 'Neutral' },
    { value: 1, label: 'Unhappy' },
  ],
};
