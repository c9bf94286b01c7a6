import type { EndpointBody } from '@repute/domain/contracts/endpoint';
import { patchProfile } from '@repute/domain/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';
import { userKeys } from '../../shared/entities/users/user-keys';

type ProfileBody = EndpointBody<typeof patchProfile>;
/** The name form's values: both names, as PATCH /profiles/{id} takes them. */
export type ProfileNameBody = Required<Pick<ProfileBody, 'first_name' | 'last_name'>>;
/** The password form's values: the current password, the new one and its confirmation. */
export type ProfilePasswordBody = Required<
  Pick<ProfileBody, 'current_password' | 'password' | 'password_confirmation'>
>;

function useProfilePatch() {
  const auth = useAuth();
  return (body: ProfileBody) => callEndpoint(patchProfile, { params: { id: auth?.profile_id ?? 0 }, body });
}

export function useUpdateProfileName() {
  const auth = useAuth();
  const patch = useProfilePatch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileNameBody) => patch(body),
    meta: { silent: true },
    onSuccess: () => {
      if (auth) void queryClient.invalidateQueries({ queryKey: userKeys.detail(auth.user_id) });
      void queryClient.invalidateQueries({ queryKey: userKeys.lists });
    },
  });
}

export function useChangeProfilePassword() {
  const patch = useProfilePatch();
  return useMutation({
    mutationFn: (body: ProfilePasswordBody) => patch(body),
    meta: { silent: true },
  });
}
