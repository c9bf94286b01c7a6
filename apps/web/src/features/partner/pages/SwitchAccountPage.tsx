import { Anchor, Center, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { currentAuth } from '../../../shared/auth/auth-store';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useShadowAccount } from '../partner-api';

function childDashboard(childAccountId: number): string {
  return `/as/${childAccountId}/dashboard`;
}

/** /switch-account/{childAccountId}: start viewing the child account, then land on its dashboard. */
export function SwitchAccountPage() {
  const params = useParams();
  const navigate = useNavigate();
  const shadow = useShadowAccount();
  const childAccountId = Number(params.childAccountId);
  const valid = Number.isInteger(childAccountId) && childAccountId > 0;
  const started = useRef(false);
  const { mutate } = shadow;

  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    const auth = currentAuth();
    if (auth?.isShadowing && auth.account_id === childAccountId) {
      navigate(childDashboard(childAccountId), { replace: true });
      return;
    }
    mutate(childAccountId, { onSuccess: () => navigate(childDashboard(childAccountId), { replace: true }) });
  }, [valid, childAccountId, mutate, navigate]);

  if (!valid) return <Navigate to="/error?statusCode=404" replace />;
  if (shadow.error) {
    return (
      <Center mih="100vh" p="xl">
        <Stack maw={480} gap="md">
          <ErrorAlert title="Could not open this account" error={shadow.error} />
          <Anchor component={Link} to="/accounts">
            Back to accounts
          </Anchor>
        </Stack>
      </Center>
    );
  }
  return <PageLoader label="Switching account" />;
}
