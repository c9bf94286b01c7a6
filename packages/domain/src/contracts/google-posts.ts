import {
  bulkActionsAnswerSchema,
  bulkActionsBodySchema,
  googlePostContentAnswerSchema,
  googlePostContentBodySchema,
} from '../google-posts';
import { endpoint } from './endpoint';

/** Google posts: the post's content first, then the bulk action that publishes it to the chosen locations. */

const tags = ['google posts'];

export const createGooglePostContent = endpoint({
  method: 'POST',
  path: '/google_post_content',
  body: googlePostContentBodySchema,
  responses: { 201: googlePostContentAnswerSchema },
  tags,
});

export const createBulkActions = endpoint({
  method: 'POST',
  path: '/bulk_actions',
  body: bulkActionsBodySchema,
  responses: { 201: bulkActionsAnswerSchema },
  tags,
});
