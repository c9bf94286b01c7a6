/** @jsxImportSource preact */
import type { AskAnswer, AskPage } from '@repute/domain/microsurveys';
import { useState } from 'preact/hooks';
import { ErrorAlert } from './PageFrame';
import { PublishConsent } from './PublishConsent';
import { ScoreChoice } from './ScoreChoice';
import type { SendState } from './use-call';

type AskFormProps = {
  page: AskPage;
  sending: SendState;
  onSend: (answer: AskAnswer) => void;
  /** On the front desk tablet: larger answers, and the answer is marked as the kiosk's. */
  kiosk?: boolean;
};

/** A microsurvey's question, its answers and its follow-up question; sending needs a score. */
export function AskForm({ page, sending, onSend, kiosk = false }: AskFormProps) {
  const [score, setScore] = useState<number>();
  const [feedback, setFeedback] = useState('');
  const [publishConsent, setPublishConsent] = useState(false);
  return (
    <div class="stack">
      <p class={kiosk ? 'question question--large' : 'question'} id="ask-question">
        {page.question}
      </p>
      <ScoreChoice
        selectorType={page.selector_type}
        value={score}
        onChange={setScore}
        labelledBy="ask-question"
        large={kiosk}
      />
      {score !== undefined && (
        <div class="field">
          <label for="ask-feedback">{page.follow_up_question}</label>
          <p class="description" id="ask-feedback-description">
            Private to the business
          </p>
          <textarea
            id="ask-feedback"
            rows={3}
            aria-describedby="ask-feedback-description"
            value={feedback}
            onInput={(event) => setFeedback(event.currentTarget.value)}
          />
        </div>
      )}
      {score !== undefined && (
        <PublishConsent text={page.publish_consent_text} checked={publishConsent} onChange={setPublishConsent} />
      )}
      <button
        type="button"
        class={kiosk ? 'button button--large' : 'button'}
        disabled={score === undefined || sending === 'sending'}
        onClick={() => score !== undefined && onSend({ score, feedback, kiosk, publish_consent: publishConsent })}
      >
        Send
      </button>
      {sending === 'failed' && <ErrorAlert>That did not work. Please try again.</ErrorAlert>}
    </div>
  );
}
