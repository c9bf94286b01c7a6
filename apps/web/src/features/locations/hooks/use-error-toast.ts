import { useEffect } from 'react';
import { toast } from '../../../shared/ui/toast';

/** Shows an alert toast once each time a query fails (spec 001 §8 loader messages). */
export function useErrorToast(error: unknown, message: string, duration?: number): void {
  useEffect(() => {
    if (error) toast.alert(message, { error, duration });
  }, [error, message, duration]);
}
