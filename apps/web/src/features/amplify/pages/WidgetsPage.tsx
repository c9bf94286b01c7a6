import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { WIDGET_TYPE_NAMES } from '@repute/domain/widgets';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAuth } from '../../../shared/auth/use-auth';
import { useAccountSettings } from '../../../shared/session/session-queries';
import { useMayCall } from '../../../shared/session/use-may-call';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';
import { amplifyAccess, mayViewAmplify } from '../amplify-access';
import { AMPLIFY_HELP_ID, AMPLIFY_TEXT } from '../amplify-text';
import { AccessTeaser } from '../components/AccessTeaser';
import { AmplifyHelp } from '../components/AmplifyHelp';
import { CreatedWidgets } from '../components/CreatedWidgets';

const TYPE_BLURBS = {
  teaser: 'Your best reviews, one at a time.',
  full_page: 'A scrolling feed of your latest reviews.',
  star_snapshot: 'Your average rating and review count.',
  location_info: 'A location with its rating and latest reviews.',
} as const;

/** /amplify (spec 001 §2): 'Widgets', the create cards the account's settings allow, and the created widgets. */
export function WidgetsPage() {
  const auth = useAuth();
  const appPath = useAppPath();
  const settings = useAccountSettings();
  const mayEdit = useMayCall('PATCH /amplify/widgets/:id');
  if (!auth || !settings.data) return <PageLoader />;
  if (!mayViewAmplify(auth.permissions)) {
    return <PermissionScreen title={AMPLIFY_TEXT.title} />;
  }
  const access = amplifyAccess(auth.permissions, settings.data);
  const learnMore = auth.isWhitelabel ? undefined : (
    <Anchor href={`#${AMPLIFY_HELP_ID}`}>{AMPLIFY_TEXT.learnMore}</Anchor>
  );
  return (
    <>
      <PageHeader title={AMPLIFY_TEXT.title} description={learnMore} />
      {access.teaser ? (
        <AccessTeaser />
      ) : (
        <Stack gap="xl">
          <Stack gap="sm">
            <Title order={2} size="h5">
              {AMPLIFY_TEXT.createSection}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
              {access.types.map((type) => (
                <Card key={type} withBorder radius="md" padding="md">
                  <Anchor component={Link} to={appPath(`/amplify/widgets/create/${type}`)} fw={700}>
                    {WIDGET_TYPE_NAMES[type]}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {TYPE_BLURBS[type]}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap="sm">
            <Title order={2} size="h5">
              {AMPLIFY_TEXT.createdSection}
            </Title>
            <CreatedWidgets canEdit={mayEdit} />
          </Stack>
        </Stack>
      )}
      {!auth.isWhitelabel && <AmplifyHelp />}
    </>
  );
}
