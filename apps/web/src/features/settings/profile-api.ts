import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
import { useAuth } from '../../shared/auth/use-auth';
import { userKeys } from '../../shared/entities/users/user-keys';

export type ProfileNameBody = { first_name: string; last_name: string };
export type ProfilePasswordBody = { current_password: string; password: string; password_confirmation: string };

export function useUpdateProfileName() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileNameBody) => api.patch(`/profiles/${auth?.profile_id}`, body),
    meta: { silent: true },
    onSuccess: () => {
      if (auth) void queryClient.invalidateQueries({ queryKey: userKeys.detail(auth.user_id) });
      void queryClient.invalidateQueries({ queryKey: userKeys.lists });
    },
  });
}

export function useChangeProfilePassword() {
  const auth = useAuth();
  return useMutation({
    mutationFn: (body: ProfilePasswordBody) => api.patch(`/profiles/${auth?.profile_id}`, body),
    meta: { silent: true },
  });
}
