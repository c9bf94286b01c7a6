import { Anchor, Center, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useStartSession } from '../../../shared/session/use-start-session';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { finishSso, takeSsoSignIn } from '../sso-api';

const NOT_STARTED_HERE = 'This sign-in was not started in this browser. Start again from the login page.';
const PROVIDER_REFUSED = 'Your identity provider did not sign you in. Start again from the login page.';

/**
 * /sso/callback: where the identity provider sends the browser back (decision 0156). The state must be the one this
 * browser sent (so nobody can sign it in with their own answer); the API then verifies the answer, once.
 */
export function SsoCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const started = useRef(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const redirectTo = useRef('/dashboard');
  const finish = useMutation({
    mutationFn: finishSso,
    meta: { silent: true },
    onSuccess: async (auth) => {
      await startSession(auth);
      navigate(redirectTo.current, { replace: true });
    },
  });
  const { mutate } = finish;

  useEffect(() => {
    if (started.current) return;
    // Once: the state is good for one answer.
    started.current = true;
    const pending = takeSsoSignIn();
    const state = params.get('state') ?? '';
    const code = params.get('code') ?? '';
    if (!pending || pending.state !== state) return setRefusal(NOT_STARTED_HERE);
    if (params.has('error') || !code) return setRefusal(PROVIDER_REFUSED);
    const iss = params.get('iss') ?? undefined;
    redirectTo.current = pending.redirect;
    mutate({ code, state, ...(iss ? { iss } : {}) });
  }, [mutate, params]);

  if (!refusal && !finish.error) return <PageLoader label="Signing in" />;
  return (
    <Center mih="100vh" p="xl">
      <Stack maw={480} gap="md">
        <Title order={1} size="h2">
          Single Sign-On
        </Title>
        <ErrorAlert title="You are not signed in" error={finish.error}>
          {refusal ?? undefined}
        </ErrorAlert>
        <Anchor component={Link} to="/login">
          Go to the login page
        </Anchor>
      </Stack>
    </Center>
  );
}
