import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReplyDraft } from '@repute/domain/reply-drafts';
import { RESPONSE_MAX_LENGTH, type Response, responseBodySchema } from '@repute/domain/reviews';
import { useState } from 'react';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { characterCount } from '../../../shared/lib/character-count';
import { ReplyDraftButton } from './ReplyDraftButton';
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

/** Said under a drafted text: nothing is sent until the user submits it. */
const DRAFTED_BY: Record<ReplyDraft['engine'], string> = {
  built_in: 'Drafted from this review and your templates. Read and edit it before you submit.',
  llm: 'Drafted by your language model and checked against the reply rules. Read and edit it before you submit.',
};

/** Writes or rewrites the answer to a review; the job publishes it at the source afterwards. */
export function ResponseComposer({ reviewId, response, onSubmitted, onCancel }: ResponseComposerProps) {
  // The API's rule for the text decides whether Submit is enabled. No error is shown on leaving the field: it
  // would move Cancel from under the pointer clicking it; the counter below says when the text is too long.
  const form = useForm({
    initialValues: { content: response?.content ?? '' },
    validate: domainResolver<{ content: string }>(responseBodySchema),
  });
  const content = form.values.content;
  /** Which engine wrote the text in the box, until the user picks a template instead. */
  const [draftedBy, setDraftedBy] = useState<ReplyDraft['engine'] | null>(null);
  const submit = useSubmitResponse();
  const edit = useEditResponse();
  const pending = submit.isPending || edit.isPending;
  const count = characterCount(content.length, RESPONSE_MAX_LENGTH);

  const send = form.onSubmit((values) => {
    if (pending) return;
    const text = values.content.trim();
    const options = { onSuccess: onSubmitted };
    if (response) edit.mutate({ id: response.id, content: text }, options);
    else submit.mutate({ review_id: reviewId, content: text }, options);
  });

  return (
    <Stack gap="xs">
      <Textarea
        label="Response"
        {...form.getInputProps('content')}
        autosize
        minRows={4}
        maxRows={14}
        autoFocus
        readOnly={pending}
        description={count.over ? undefined : count.text}
        error={count.over ? count.text : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      {draftedBy && (
        <Text size="xs" c="dimmed">
          {DRAFTED_BY[draftedBy]}
        </Text>
      )}
      <Group justify="space-between">
        <Group gap="xs">
          <TemplateMenu
            reviewId={reviewId}
            onPick={(text) => {
              form.setFieldValue('content', text);
              setDraftedBy(null);
            }}
          />
          <ReplyDraftButton
            reviewId={reviewId}
            disabled={pending}
            onDraft={(draft) => {
              form.setFieldValue('content', draft.content);
              setDraftedBy(draft.engine);
            }}
          />
        </Group>
        <Group gap="xs" ml="auto">
          <Button size="xs" variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button size="xs" onClick={() => send()} loading={pending} disabled={!form.isValid()}>
            Submit
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
