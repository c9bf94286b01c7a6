import { Anchor, Button, CloseButton, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { USER_TYPE_ID } from '@repute/domain/user-types';
import { IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAuth } from '../../../shared/auth/use-auth';
import { useAccount } from '../../../shared/session/session-queries';
import { useMayCall } from '../../../shared/session/use-may-call';
import { useBillingDisplay } from '../../billing';
import { useSetupProgress } from '../banners-api';
import { dismissalCookieName } from '../dismissal-cookie';
import { showsTrialBanner, trialHeading, trialStage } from '../trial-setup';
import { useDismissalCookie } from '../use-dismissal-cookie';
import { MoreSources } from './MoreSources';
import { SetupChecklist } from './SetupChecklist';

/**
 * The trial banner (spec 000 §4): stage 1 while Google reviews are fetched (after the first location is added:
 * decision 0132), 2 the setup checklist, 3 more sources. Only admins get the upgrade link (spec 000 §6); a dismissal holds for 30 days.
 */
export function TrialBanner() {
  const auth = useAuth();
  const appPath = useAppPath();
  const account = useAccount().data;
  // Asked only of trial accounts; with billing off (no prices shown) there is nothing to upgrade to.
  const billingOn = useBillingDisplay(auth?.account_id ?? 0, account?.status === 'trial').data?.show_prices === true;
  const [dismissed, dismiss] = useDismissalCookie(dismissalCookieName('trial_banner', auth?.account_id ?? 0));
  const shown = Boolean(auth && account && showsTrialBanner(account, auth, billingOn)) && !dismissed;
  const progress = useSetupProgress(shown).data;
  const mayAddLocation = useMayCall('POST /locations');
  if (!shown || !account || !progress) return null;

  const stage = trialStage(progress);
  const isAdmin = auth?.user_type_id === USER_TYPE_ID.admin;
  return (
    <Paper
      component="section"
      aria-label="Trial"
      radius="md"
      p="lg"
      withBorder
      style={{ background: 'var(--mantine-color-indigo-0)', borderColor: 'var(--mantine-color-indigo-2)' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon size={40} radius="xl" color="indigo" aria-hidden>
            <IconRocket size={22} />
          </ThemeIcon>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {trialHeading(account.daysLeftInTrial)}
            </Title>
            {stage === 1 && account.total_locations === 0 && (
              <Text size="sm">
                Add your first location and we will fetch its Google reviews.{' '}
                {mayAddLocation && (
                  <Anchor component={Link} to="/signup/location" fw={600}>
                    Add your location
                  </Anchor>
                )}
              </Text>
            )}
            {stage === 1 && account.total_locations > 0 && (
              <Group gap="xs" wrap="nowrap">
                <Loader size="xs" aria-hidden />
                <Text size="sm">
                  Fetching your Google reviews. This can take a few minutes; the dashboard fills in as they arrive.
                </Text>
              </Group>
            )}
            {stage === 2 && <SetupChecklist progress={progress} isAdmin={isAdmin} />}
            {stage === 3 && <MoreSources isAdmin={isAdmin} />}
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {isAdmin && (
            <Button component={Link} to={appPath('/settings/billing/manage-plans')} size="xs">
              Upgrade now
            </Button>
          )}
          <CloseButton aria-label="Dismiss trial banner" onClick={dismiss} />
        </Group>
      </Group>
    </Paper>
  );
}
