import { useAccountSettings } from '../session/session-queries';
import { useMayCallOf } from '../session/use-may-call';
import { type KeywordsAccess, keywordsAccess } from './keywords-access';

/** The caller's access to the Keywords screens (spec 001 §6). */
export function useKeywordsAccess(): KeywordsAccess {
  const may = useMayCallOf();
  const settings = useAccountSettings();
  return keywordsAccess(may, settings.data);
}
