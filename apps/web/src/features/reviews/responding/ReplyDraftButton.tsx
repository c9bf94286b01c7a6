import { Button, Text } from '@mantine/core';
import type { ReplyDraft } from '@repute/domain/reply-drafts';
import { IconSparkles } from '@tabler/icons-react';
import { useAccountSettings } from '../../../shared/session/session-queries';
import { useReplyDraft } from './responding-api';

type ReplyDraftButtonProps = { reviewId: number; disabled: boolean; onDraft: (draft: ReplyDraft) => void };

/**
 * "Draft a reply" (decision 0131): fills the composer with a draft the user reads and edits before submitting.
 * The composer is open only to those who may answer the review (review respond, `can_respond`); the route also
 * needs the ai_smart_responses setting, so the button hides once that is known to be off.
 */
export function ReplyDraftButton({ reviewId, disabled, onDraft }: ReplyDraftButtonProps) {
  const settings = useAccountSettings();
  const draft = useReplyDraft(reviewId);
  if (settings.data?.ai_smart_responses === false) return null;
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconSparkles size={14} />}
        loading={draft.isPending}
        disabled={disabled}
        onClick={() => draft.mutate(undefined, { onSuccess: onDraft })}
      >
        Draft a reply
      </Button>
      {draft.isError && (
        <Text size="xs" c="red" role="alert">
          The draft could not be written. Try again, or write the reply yourself.
        </Text>
      )}
    </>
  );
}
