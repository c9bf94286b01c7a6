import { useAuth } from '../auth/use-auth';
import type { OptionScope } from './filter-options-api';

/** The signed-in account and user the filter dropdowns load for (zeros without a session). */
export function useOptionScope(): OptionScope & { signedIn: boolean } {
  const auth = useAuth();
  return { accountId: auth?.account_id ?? 0, userId: auth?.user_id ?? 0, signedIn: Boolean(auth) };
}
