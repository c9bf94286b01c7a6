import { listAccounts } from '@repute/domain/contracts/accounts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../api/call-endpoint';
import { useAuth } from '../../auth/use-auth';
import { accountKeys } from './account-keys';

export const CHILD_ACCOUNTS_PAGE_SIZE = 25;

/** The current account's child accounts (GET /accounts?parent_id), 25 a page: a parent account's accounts. */
export function useChildAccounts(page: number) {
  const auth = useAuth();
  const parentId = auth?.account_id ?? 0;
  return useQuery({
    queryKey: accountKeys.children(parentId, page),
    queryFn: () =>
      callEndpoint(listAccounts, { query: { parent_id: parentId, page, per_page: CHILD_ACCOUNTS_PAGE_SIZE } }),
    enabled: Boolean(auth),
    placeholderData: keepPreviousData,
  });
}
