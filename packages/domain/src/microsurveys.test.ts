import { describe, expect, it } from 'vitest';
import {
  isScoreOnScale,
  MICROSURVEY_LIMIT,
  microsurveyAnswerText,
  microsurveyBodySchema,
  scoreOnExportScale,
  summarise,
} from './microsurveys';

describe('microsurveys', () => {
  it('are at most five per account (spec 000 §9 form-builder limit)', () => {
    expect(MICROSURVEY_LIMIT).toBe(5);
  });

  it('take only the scores of their own scale', () => {
    expect(isScoreOnScale('nps', 0)).toBe(true);
    expect(isScoreOnScale('nps', 10)).toBe(true);
    expect(isScoreOnScale('nps', 11)).toBe(false);
    expect(isScoreOnScale('stars', 0)).toBe(false);
    expect(isScoreOnScale('stars', 5)).toBe(true);
    expect(isScoreOnScale('thumbs', 1)).toBe(true);
    expect(isScoreOnScale('thumbs', 2)).toBe(false);
    expect(isScoreOnScale('smiles', 3)).toBe(true);
    expect(isScoreOnScale('smiles', 4)).toBe(false);
  });

  it('summarise answers: count, average, distribution, and the net promoter score of an NPS survey', () => {
    const summary = summarise('nps', [10, 9, 8, 2, 0]);
    expect(summary.total).toBe(5);
    expect(summary.average).toBeCloseTo(5.8);
    // Two promoters (9-10), two detractors (0-6) of five: 40% - 40%.
    expect(summary.nps).toBe(0);
    expect(summary.distribution).toHaveLength(11);
    expect(summary.distribution.find((bucket) => bucket.score === 10)?.count).toBe(1);
    expect(summarise('stars', []).average).toBeNull();
    expect(summarise('stars', [5]).nps).toBeNull();
  });

  it('put scores on the export scale: stars 1 to 5 (default) or NPS 1 to 10 (spec 001 §9)', () => {
    expect(scoreOnExportScale('stars', 4, 'star')).toBe(4);
    expect(scoreOnExportScale('stars', 4, 'nps')).toBe(8);
    expect(scoreOnExportScale('nps', 0, 'nps')).toBe(1);
    expect(scoreOnExportScale('nps', 9, 'star')).toBe(5);
    expect(scoreOnExportScale('nps', 0, 'star')).toBe(1);
    expect(scoreOnExportScale('thumbs', 1, 'star')).toBe(5);
    expect(scoreOnExportScale('thumbs', 0, 'nps')).toBe(1);
    expect(scoreOnExportScale('smiles', 2, 'star')).toBe(3);
  });

  it('refuse a body without a name and default the question to the selector type’s', () => {
    expect(microsurveyBodySchema.safeParse({ location_id: 1, name: ' ', selector_type: 'nps' }).success).toBe(false);
    const parsed = microsurveyBodySchema.parse({ location_id: 1, name: 'Front desk', selector_type: 'stars' });
    expect(parsed.question).toBe('');
    expect(parsed.normalize_star_rating).toBe(false);
  });
});

describe('a microsurvey answer on its review', () => {
  it('names the microsurvey and gives the score on its own scale', () => {
    expect(microsurveyAnswerText({ selector_type: 'nps', score: 2 })).toBe('Microsurvey answer: NPS, 2 of 10');
    expect(microsurveyAnswerText({ selector_type: 'stars', score: 2 })).toBe('Microsurvey answer: Stars, 2 of 5');
    expect(microsurveyAnswerText({ selector_type: 'smiles', score: 1 })).toBe(
      'Microsurvey answer: Smiling Faces, 1 of 3',
    );
    expect(microsurveyAnswerText({ selector_type: 'thumbs', score: 0 })).toBe(
      'Microsurvey answer: Thumbs Up, thumbs down',
    );
    expect(microsurveyAnswerText({ selector_type: 'thumbs', score: 1 })).toBe(
      'Microsurvey answer: Thumbs Up, thumbs up',
    );
  });
});
