import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { useAuth } from '../../shared/auth/use-auth';
import { useAccount, useWhitelabel } from '../../shared/session/session-queries';
import {
  ACCOUNT_LOAD_ERROR_MESSAGE,
  WHITELABEL_ERROR_MESSAGE,
  WHITELABEL_ERROR_STATUS,
} from '../../shared/ui/messages';
import { toast } from '../../shared/ui/toast';

const QUIET_STATUSES = ['pending', 'expired', 'suspended'];

function isSessionEnd(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 402);
}

/**
 * Spec 000 §4 and §8: the white-label settings must load, or the app shows /error with the status and message;
 * an account that fails to load is reported, unless impersonated or in a pending, expired or suspended state.
 */
export function useSessionEffects(): void {
  const auth = useAuth();
  const navigate = useNavigate();
  const whitelabel = useWhitelabel();
  const account = useAccount();

  const whitelabelError = whitelabel.error;
  useEffect(() => {
    if (!whitelabelError || isSessionEnd(whitelabelError)) return;
    const status =
      isApiError(whitelabelError) && whitelabelError.status > 0 ? whitelabelError.status : WHITELABEL_ERROR_STATUS;
    const message = (isApiError(whitelabelError) && whitelabelError.body?.message) || WHITELABEL_ERROR_MESSAGE;
    navigate(`/error?statusCode=${status}&message=${encodeURIComponent(message)}`, { replace: true });
  }, [whitelabelError, navigate]);

  const accountError = account.error;
  const quiet = !auth || auth.isImpersonated || QUIET_STATUSES.includes(auth.status);
  useEffect(() => {
    if (!accountError || quiet || isSessionEnd(accountError)) return;
    toast.alert(ACCOUNT_LOAD_ERROR_MESSAGE, { error: accountError, id: 'account-load-error' });
  }, [accountError, quiet]);
}
