import { useAuth } from '../../shared/auth/use-auth';
import { useAccountSettings } from '../../shared/session/session-queries';
import { type KeywordsAccess, keywordsAccess } from './keywords-access';

/** The caller's access to the Keywords screens (spec 001 §6). */
export function useKeywordsAccess(): KeywordsAccess {
  const auth = useAuth();
  const settings = useAccountSettings();
  return keywordsAccess(auth?.permissions ?? {}, settings.data);
}
