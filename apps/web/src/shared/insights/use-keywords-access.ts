import { useAuth } from '../auth/use-auth';
import { useAccountSettings } from '../session/session-queries';
import { type KeywordsAccess, keywordsAccess } from './keywords-access';

/** The caller's access to the Keywords screens (spec 001 §6). */
export function useKeywordsAccess(): KeywordsAccess {
  const auth = useAuth();
  const settings = useAccountSettings();
  return keywordsAccess(auth?.permissions ?? {}, settings.data);
}
