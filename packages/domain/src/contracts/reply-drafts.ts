import { replyDraftSchema } from '../reply-drafts';
import { endpoint } from './endpoint';
import { idParams } from './params';

/** A reply drafted for one review of the caller's account (decision 0131); it is only text, nothing is sent. */
export const draftReply = endpoint({
  method: 'POST',
  path: '/reviews/:id/reply_draft',
  params: idParams,
  responses: { 200: replyDraftSchema },
  tags: ['responses'],
});
