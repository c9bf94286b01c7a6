import { useEffect } from 'react';
import { useAuth } from '../../shared/auth/use-auth';
import { useAccount } from '../../shared/session/session-queries';
import { hideBanner, showBanner } from '../../shared/ui/banner-store';

const BANNER_ID = 'shadowing';

/** While looking at a child account, the banner at the top says which one. */
export function useShadowBanner(): void {
  const auth = useAuth();
  const account = useAccount();
  const shadowing = auth?.isShadowing ?? false;
  const name = account.data?.name;

  useEffect(() => {
    if (!shadowing) {
      hideBanner(BANNER_ID);
      return;
    }
    showBanner({ id: BANNER_ID, level: 'info', message: `You are viewing ${name ?? 'a child account'}.` });
    return () => hideBanner(BANNER_ID);
  }, [shadowing, name]);
}
