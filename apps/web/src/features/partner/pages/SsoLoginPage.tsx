import { Anchor, Center, Stack, Title } from '@mantine/core';
import { ssoLogIn } from '@repute/domain/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { logIn } from '../../../shared/auth/auth-store';
import { loadSession } from '../../../shared/session/session-queries';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';

/**
 * /sso-login/{token}: a partner's one-time sign-in link into a child account (decision 0145). The token is used once,
 * for a view of the child as the partner; the browser then lands on the child's dashboard. A forged, used or expired
 * link says so and offers the login page.
 */
export function SsoLoginPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const signIn = useMutation({
    meta: { silent: true },
    mutationFn: () => callEndpoint(ssoLogIn, { body: { token } }, { credentials: null, sessionEffects: 'none' }),
    onSuccess: async (auth) => {
      logIn(auth);
      await loadSession(queryClient, auth);
      navigate(`/as/${auth.account_id}/dashboard`, { replace: true });
    },
  });
  const { mutate } = signIn;

  useEffect(() => {
    if (started.current) return;
    // Once: a second use of the link would be refused (it is single-use).
    started.current = true;
    mutate();
  }, [mutate]);

  if (signIn.error) {
    return (
      <Center mih="100vh" p="xl">
        <Stack maw={480} gap="md">
          <Title order={1} size="h2">
            Single Sign-On
          </Title>
          <ErrorAlert title="This sign-in link does not work" error={signIn.error} />
          <Anchor component={Link} to="/login">
            Go to the login page
          </Anchor>
        </Stack>
      </Center>
    );
  }
  return <PageLoader label="Signing in" />;
}
