import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';
import { AddLocationBlocked } from '../components/AddLocationBlocked';
import { LocationForm } from '../components/LocationForm';
import { useAddLocationGate } from '../hooks/use-add-location-gate';

const DASHBOARD = '/dashboard';

/**
 * /signup/location (spec 000 §2): a new account's first location, the address rules of spec 001 §5. Once it is
 * added its Google reviews are fetched, and the dashboard's trial banner follows them (decision 0132).
 */
export function SignupLocationPage() {
  const navigate = useNavigate();
  const gate = useAddLocationGate();
  const skip = (
    <Anchor component={Link} to={DASHBOARD} size="sm">
      Skip for now
    </Anchor>
  );

  return (
    <Container size="md" py="xl">
      {!gate.canCreate ? (
        <PermissionScreen
          title="Add Your Location"
          message="You do not have permission to add locations to this account."
          back={{ to: DASHBOARD, label: 'Go to the dashboard' }}
        />
      ) : (
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end">
            <Stack gap={4}>
              <Title order={1}>Add Your Location</Title>
              <Text c="dimmed">
                Where is your business? As soon as it is added, we start fetching its Google reviews.
              </Text>
            </Stack>
            {skip}
          </Group>
          {gate.block ? (
            <AddLocationBlocked block={gate.block} gate={gate} />
          ) : (
            <LocationForm essentialsOnly onSaved={() => navigate(DASHBOARD)} />
          )}
        </Stack>
      )}
    </Container>
  );
}
