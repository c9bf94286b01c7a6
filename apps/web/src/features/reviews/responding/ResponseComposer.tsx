import { Button, Group, Stack, Textarea } from '@mantine/core';
import { RESPONSE_MAX_LENGTH, type Response } from '@repute/domain/reviews';
import { useState } from 'react';
import { characterCount } from '../../../shared/lib/character-count';
import { useEditResponse, useSubmitResponse } from './responding-api';
import { TemplateMenu } from './TemplateMenu';

type ResponseComposerProps = {
  reviewId: number;
  /** The response being edited; none when answering for the first time. */
  response: Response | null;
  /** The server took the text (202): the response as it now stands, submitting. */
  onSubmitted: (response: Response) => void;
  onCancel: () => void;
};

/** Writes or rewrites the answer to a review; the job publishes it at the source afterwards. */
export function ResponseComposer({ reviewId, response, onSubmitted, onCancel }: ResponseComposerProps) {
  const [content, setContent] = useState(response?.content ?? '');
  const submit = useSubmitResponse();
  const edit = useEditResponse();
  const pending = submit.isPending || edit.isPending;
  const count = characterCount(content.length, RESPONSE_MAX_LENGTH);
  const empty = content.trim() === '';

  function send() {
    if (empty || count.over || pending) return;
    const text = content.trim();
    const options = { onSuccess: onSubmitted };
    if (response) edit.mutate({ id: response.id, content: text }, options);
    else submit.mutate({ review_id: reviewId, content: text }, options);
  }

  return (
    <Stack gap="xs">
      <Textarea
        label="Response"
        value={content}
        onChange={(event) => setContent(event.currentTarget.value)}
        autosize
        minRows={4}
        maxRows={14}
        autoFocus
        readOnly={pending}
        description={count.over ? undefined : count.text}
        error={count.over ? count.text : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <Group justify="space-between">
        <TemplateMenu reviewId={reviewId} onPick={setContent} />
        <Group gap="xs" ml="auto">
          <Button size="xs" variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button size="xs" onClick={send} loading={pending} disabled={empty || count.over}>
            Submit
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
