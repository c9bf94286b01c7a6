import { useEffect } from 'react';
import { toast } from '../ui/toast';

/** One alert per failure of a query (a refetch that fails again alerts again). */
export function useFailureToast(error: unknown, errorUpdatedAt: number, message: string): void {
  useEffect(() => {
    if (error && errorUpdatedAt > 0) toast.alert(message, { error });
  }, [error, errorUpdatedAt, message]);
}
