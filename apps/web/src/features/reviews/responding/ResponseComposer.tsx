import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RESPONSE_MAX_LENGTH, type Response, responseBodySchema } from '@repute/domain/reviews';
import { domainResolver } from '../../../shared/forms/domain-resolver';
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
  // The API's rule for the text decides whether Submit is enabled. No error is shown on leaving the field: it
  // would move Cancel from under the pointer clicking it; the counter below says when the text is too long.
  const form = useForm({
    initialValues: { content: response?.content ?? '' },
    validate: domainResolver<{ content: string }>(responseBodySchema),
  });
  const content = form.values.content;
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
      <Group justify="space-between">
        <TemplateMenu reviewId={reviewId} onPick={(text) => form.setFieldValue('content', text)} />
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
