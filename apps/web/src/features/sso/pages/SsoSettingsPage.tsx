import { Button, Paper } from '@mantine/core';
import { useState } from 'react';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useMayCall } from '../../../shared/session/use-may-call';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { toast } from '../../../shared/ui/toast';
import { OidcConfigurationForm } from '../components/OidcConfigurationForm';
import { useDeleteOidcConfiguration, useOidcConfiguration } from '../sso-api';

/**
 * /settings/sso (issue 31, decision 0156): the account's OpenID Connect identity provider, for its admins. A partner's
 * also signs in the people of its child accounts that have none of their own.
 */
export function SsoSettingsPage() {
  const appPath = useAppPath();
  const configuration = useOidcConfiguration();
  const remove = useDeleteOidcConfiguration();
  const mayEdit = useMayCall('PUT /sso/oidc');
  const mayRemove = useMayCall('DELETE /sso/oidc');
  const [removing, setRemoving] = useState(false);

  return (
    <>
      <PageHeader
        title="Single Sign-On"
        description="Let people of your e-mail domains sign in through your identity provider (Okta, Entra ID, Google Workspace, Keycloak or any OpenID Connect provider). Passwords keep working."
        back={{ to: appPath('/settings'), label: 'Back to Settings' }}
        actions={
          mayRemove &&
          configuration.data && (
            <Button variant="default" color="red" onClick={() => setRemoving(true)}>
              Remove SSO
            </Button>
          )
        }
      />
      <Paper withBorder radius="md" p="md" maw={720}>
        {configuration.isPending && <PageLoader label="Loading single sign-on settings" />}
        {configuration.error && <ErrorAlert error={configuration.error} />}
        {configuration.data !== undefined && (
          <OidcConfigurationForm
            key={configuration.data?.updated_at ?? 'new'}
            configuration={configuration.data}
            mayEdit={mayEdit}
          />
        )}
      </Paper>
      <ConfirmDeleteModal
        opened={removing}
        title="Remove single sign-on?"
        text="People of these e-mail domains will sign in with their passwords again. The settings cannot be brought back."
        confirmLabel="Remove SSO"
        deleting={remove.isPending}
        onCancel={() => setRemoving(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setRemoving(false);
              toast.success('Single sign-on removed');
            },
          })
        }
      />
    </>
  );
}
