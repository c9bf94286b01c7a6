import { createBulkActions, createGooglePostContent } from '@repute/domain/contracts/google-posts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';
import type { GooglePostForm } from './google-post-form';
import { postBodyOf } from './google-post-form';

/** Which locations a post goes to: those selected, else the page's filter (a group, chosen locations, or all). */
export type PostTargets = { locationIds: number[]; groupId: number | null };

/** POST /google_post_content, then POST /bulk_actions with the location filter (spec 001 §7). */
export function useCreateGooglePost() {
  const auth = useAuth();
  return useMutation({
    mutationFn: async ({ form, targets }: { form: GooglePostForm; targets: PostTargets }) => {
      const accountId = auth?.account_id;
      const content = await callEndpoint(createGooglePostContent, {
        body: { ...postBodyOf(form), account_id: accountId },
      });
      const include = {
        ...(targets.locationIds.length > 0 ? { location_ids: targets.locationIds } : {}),
        ...(targets.groupId ? { group_id: targets.groupId } : {}),
      };
      return callEndpoint(createBulkActions, {
        body: {
          actions: [
            {
              account_id: accountId,
              user_id: auth?.user_id,
              resource_type: 'google_posts',
              resource_method: 'create',
              action_payload: { google_post_content_id: content.data.id },
              action_filter: { filter_resource_type: 'location', action_payload_field_name: 'id', include },
            },
          ],
        },
      });
    },
    meta: { silent: true },
  });
}
