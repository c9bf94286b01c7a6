import { Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useEndImpersonation } from '../../features/impersonation';
import { useAuth } from '../../shared/auth/use-auth';
import { useAccount } from '../../shared/session/session-queries';
import { hideBanner, showBanner } from '../../shared/ui/banner-store';
import { useExitView } from './use-exit-view';

const BANNER_ID = 'impersonating';

/**
 * While a staff member acts as a user (decision 0159), the banner at the top says as whom and in which account,
 * with the button that ends it; the staff member's own session then comes back (after a 401, the API client has
 * brought it back already).
 */
export function useImpersonationBanner(): void {
  const auth = useAuth();
  const account = useAccount();
  const end = useEndImpersonation();
  const exitView = useExitView();
  const impersonating = auth?.isImpersonated ?? false;
  const email = auth?.email;
  const name = account.data?.name;
  const { mutate, isPending } = end;

  useEffect(() => {
    if (!impersonating) {
      hideBanner(BANNER_ID);
      return;
    }
    showBanner({
      id: BANNER_ID,
      level: 'warning',
      message: (
        <Group gap="sm" wrap="wrap" justify="center">
          <Text size="sm" fw={600}>
            You are acting as {email} in {name ?? 'this account'}.
          </Text>
          <Button
            size="compact-sm"
            variant="white"
            color="dark"
            loading={isPending}
            onClick={() => mutate(undefined, { onSuccess: exitView })}
          >
            End impersonation
          </Button>
        </Group>
      ),
    });
    return () => hideBanner(BANNER_ID);
  }, [impersonating, email, name, isPending, mutate, exitView]);
}
