import { Box, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useReplyQueue, useSuggestReply } from './approvals-api';

/**
 * For a suggest-only user (decision 0146): a reply written here waits in the approval queue for an approver; once
 * suggested, the review says so instead of offering another.
 */
export function SuggestReply({ reviewId }: { reviewId: number }) {
  const [writing, setWriting] = useState(false);
  const [content, setContent] = useState('');
  const suggest = useSuggestReply(reviewId);
  const queue = useReplyQueue();
  const waiting = queue.data?._embedded.reply_suggestions.some((item) => item.review_id === reviewId);

  if (waiting) {
    return (
      <Text size="sm" c="dimmed">
        A suggested reply waits for approval.
      </Text>
    );
  }
  if (!writing) {
    return (
      <Box>
        <Button size="xs" variant="light" onClick={() => setWriting(true)}>
          Suggest a reply
        </Button>
      </Box>
    );
  }
  return (
    <Stack gap="xs">
      <Textarea
        label="Suggested reply"
        description="An approver posts it, or sends it back."
        autosize
        minRows={3}
        value={content}
        onChange={(event) => setContent(event.currentTarget.value)}
      />
      {suggest.error && <ErrorAlert title="The reply was not suggested" error={suggest.error} />}
      <Group gap="xs">
        <Button
          size="xs"
          disabled={content.trim() === ''}
          loading={suggest.isPending}
          onClick={() => suggest.mutate(content.trim(), { onSuccess: () => setWriting(false) })}
        >
          Send for approval
        </Button>
        <Button size="xs" variant="default" onClick={() => setWriting(false)}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
