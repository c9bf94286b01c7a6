import { Box, Button, Text } from '@mantine/core';
import type { Review } from '@repute/domain/reviews';
import { sourceById } from '@repute/domain/source-catalogue';
import { IconMessageReply, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useMayCall } from '../../../shared/session/use-may-call';
import { ReplyAuditLine } from '../approvals/ReplyAuditLine';
import { SuggestReply } from '../approvals/SuggestReply';
import { DeleteResponseButton } from './DeleteResponseButton';
import { ResponseCard } from './ResponseCard';
import { ResponseComposer } from './ResponseComposer';
import { isChangeable } from './response-state';
import { useShownResponse } from './use-shown-response';

export type ResponseSectionProps = {
  review: Review;
};

/**
 * The review's response (spec 000 §4): shown with its state, written, edited and deleted here by those who
 * may answer the review (`can_respond`); everyone else only reads it. Changes settle over realtime.
 */
export function ResponseSection({ review }: ResponseSectionProps) {
  const { response, learn } = useShownResponse(review);
  const [composing, setComposing] = useState(false);
  const maySuggest = useMayCall('POST /reply_suggestions');

  if (composing) {
    return (
      <ResponseComposer
        reviewId={review.id}
        response={response}
        onSubmitted={(submitted) => {
          learn(submitted);
          setComposing(false);
        }}
        onCancel={() => setComposing(false)}
      />
    );
  }

  if (response) {
    const changeable = review.can_respond && isChangeable(response);
    return (
      <>
        <ResponseCard
          response={response}
          actions={
            changeable && (
              <>
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconPencil size={14} />}
                  onClick={() => setComposing(true)}
                >
                  Edit
                </Button>
                <DeleteResponseButton response={response} sourceName={review.source_name} onDeleted={learn} />
              </>
            )
          }
        />
        <ReplyAuditLine reviewId={review.id} />
      </>
    );
  }

  if (!review.can_respond) {
    // A source without replies is why nobody may answer: said where Respond would be. A user who may not respond
    // is offered nothing (the screen offers only what its user may do).
    if (review.removed) return null;
    // Suggest-only users (decision 0146) write a reply an approver posts.
    if (sourceById(review.source_id)?.supports_responses !== false) {
      return maySuggest ? <SuggestReply reviewId={review.id} /> : null;
    }
    return (
      <Text size="sm" c="dimmed">
        {`${review.source_name} does not accept replies from businesses through its API, so this review cannot be answered here.`}
      </Text>
    );
  }
  return (
    <Box>
      <Button size="xs" variant="light" leftSection={<IconMessageReply size={14} />} onClick={() => setComposing(true)}>
        Respond
      </Button>
    </Box>
  );
}
