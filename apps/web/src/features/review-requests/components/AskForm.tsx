import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import type { AskAnswer, AskPage } from '@repute/domain';
import { useState } from 'react';
import { ScoreChoice } from './ScoreChoice';

type AskFormProps = {
  page: AskPage;
  sending: boolean;
  failed: boolean;
  onSend: (answer: AskAnswer) => void;
  /** On the front desk tablet: larger answers, and the answer is marked as the kiosk's. */
  kiosk?: boolean;
};

/** A microsurvey's question, its answers and its follow-up question; sending needs a score. */
export function AskForm({ page, sending, failed, onSend, kiosk = false }: AskFormProps) {
  const [score, setScore] = useState<number>();
  const [feedback, setFeedback] = useState('');
  return (
    <Stack gap="md">
      <Text fw={600} size={kiosk ? 'xl' : 'md'} id="ask-question">
        {page.question}
      </Text>
      <ScoreChoice
        selectorType={page.selector_type}
        value={score}
        onChange={setScore}
        labelledBy="ask-question"
        size={kiosk ? 'xl' : 'sm'}
      />
      {score !== undefined && (
        <Textarea
          label={page.follow_up_question}
          description="Private to the business"
          autosize
          minRows={3}
          value={feedback}
          onChange={(event) => setFeedback(event.currentTarget.value)}
        />
      )}
      <Button
        size={kiosk ? 'lg' : 'sm'}
        disabled={score === undefined}
        loading={sending}
        onClick={() => score !== undefined && onSend({ score, feedback, kiosk })}
      >
        Send
      </Button>
      {failed && <Alert color="red">That did not work. Please try again.</Alert>}
    </Stack>
  );
}
