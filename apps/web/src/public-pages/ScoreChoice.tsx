/** @jsxImportSource preact */
import type { SelectorType } from '@repute/domain/review-requests';
import { SCORE_OPTIONS } from '@repute/domain/score-options';

type ScoreChoiceProps = {
  selectorType: SelectorType;
  value: number | undefined;
  onChange: (score: number) => void;
  /** The question's element, which names the group. */
  labelledBy: string;
  large?: boolean;
};

/** The row of answers to a microsurvey question: one choice, as radio buttons dressed as chips. */
export function ScoreChoice({ selectorType, value, onChange, labelledBy, large = false }: ScoreChoiceProps) {
  return (
    <div class={large ? 'choices choices--large' : 'choices'} role="radiogroup" aria-labelledby={labelledBy}>
      {SCORE_OPTIONS[selectorType].map((option) => (
        <label key={option.value} class="choice">
          <input
            type="radio"
            name={`${labelledBy}-score`}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

/** A selector type the API names, or NPS for one this page does not know. */
export const knownSelectorType = (name: string | undefined): SelectorType =>
  name !== undefined && Object.hasOwn(SCORE_OPTIONS, name) ? (name as SelectorType) : 'nps';

/** Whether a score is one of the selector type's answers (a link's ?score= may name anything). */
export const scoreOnScale = (selectorType: SelectorType, score: number | undefined) =>
  SCORE_OPTIONS[selectorType].some((option) => option.value === score);
