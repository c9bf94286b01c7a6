import { patchAccount } from '@repute/domain/contracts/accounts';
import type { EndpointBody } from '@repute/domain/contracts/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';
import { accountKeys } from '../../shared/entities/accounts/account-keys';

export type AccountPatchBody = EndpointBody<typeof patchAccount>;

/** PATCH /accounts/{id}: an admin renames their own account or changes its vertical (decision 0133). */
export function useUpdateAccount() {
  const accountId = useAuth()?.account_id ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountPatchBody) => callEndpoint(patchAccount, { params: { id: accountId }, body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.detail(accountId) }),
  });
}
