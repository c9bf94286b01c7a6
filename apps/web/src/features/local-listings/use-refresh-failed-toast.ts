import { LOCAL_LISTING_MESSAGES } from '@repute/domain';
import { useEffect } from 'react';
import { toast } from '../../shared/ui/toast';

/** A refresh that fails with the rows already shown keeps them and tells in a toast (decision 0098). */
export function useRefreshFailedToast(list: { isError: boolean; data: unknown }) {
  const refreshFailed = list.isError && list.data !== undefined;
  useEffect(() => {
    if (refreshFailed) toast.alert(LOCAL_LISTING_MESSAGES.refreshLocationsFailed);
  }, [refreshFailed]);
}
