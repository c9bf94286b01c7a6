import { Badge, Button, Group, Modal, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Alert } from '@repute/domain';
import { useState } from 'react';
import { errorText } from '../../../shared/api/api-error';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useMayCall } from '../../../shared/session/use-may-call';
import { DeleteRowButton } from '../../../shared/ui/DeleteRowButton';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { toast } from '../../../shared/ui/toast';
import { alertSummary } from '../alert-text';
import { type AlertBody, useAlertScopeOptions, useAlerts, useCreateAlert, useDeleteAlert, usePatchAlert } from '../api';
import { AlertForm } from '../components/AlertForm';

const NEW_ALERT: AlertBody = {
  kind: 'new_review',
  max_rating: null,
  wait_hours: null,
  location_ids: [],
  group_ids: [],
  delivery: 'immediately',
  digest_time: null,
};

const bodyOf = (alert: Alert): AlertBody => ({
  kind: alert.kind,
  max_rating: alert.max_rating,
  wait_hours: alert.wait_hours,
  location_ids: alert.location_ids,
  group_ids: alert.group_ids,
  delivery: alert.delivery,
  digest_time: alert.digest_time,
});

/** The signed-in user's review alerts in this account (issue 11 §3): add, change, pause again, delete. */
export function AlertsPage() {
  const appPath = useAppPath();
  const list = useAlerts();
  // The pickers show only the lists the user may read: an Email Only user's alerts cover every location.
  const scopes = { locations: useMayCall('GET /locations'), groups: useMayCall('GET /groups') };
  const options = useAlertScopeOptions(scopes);
  const create = useCreateAlert();
  const patch = usePatchAlert();
  const remove = useDeleteAlert();
  const [editing, setEditing] = useState<Alert | 'new' | null>(null);

  const alerts = list.data?._embedded?.alerts ?? [];
  const names = {
    locations: new Map((options.data?.locations ?? []).map((location) => [location.id, location.name])),
    groups: new Map((options.data?.groups ?? []).map((group) => [group.id, group.name])),
  };
  const failed = (error: unknown) => toast.alert(errorText(error) ?? 'The alert was not saved');

  const save = (body: AlertBody) => {
    const done = {
      onSuccess: () => {
        toast.success('Alert saved');
        setEditing(null);
      },
      onError: failed,
    };
    if (editing === 'new') create.mutate(body, done);
    else if (editing) patch.mutate({ id: editing.id, body }, done);
  };

  return (
    <>
      <PageHeader
        title="Alerts"
        description="E-mails when a review needs you: new reviews, reviews waiting for a response, responses that could not be published."
        back={{ to: appPath('/settings'), label: 'Account & Settings' }}
        actions={<Button onClick={() => setEditing('new')}>Add Alert</Button>}
      />
      {alerts.length === 0 && !list.isPending ? (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed">No alerts yet.</Text>
        </Paper>
      ) : (
        <ResponsiveTableContainer minWidth={640}>
          <Table verticalSpacing="sm" aria-label="Alerts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Alert</Table.Th>
                <Table.Th {...WIDE_ONLY}>Locations</Table.Th>
                <Table.Th {...WIDE_ONLY}>Sent</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {alerts.map((alert) => {
                const summary = alertSummary(alert, names);
                return (
                  <Table.Tr key={alert.id}>
                    <Table.Td>
                      <Stack gap={2}>
                        <Text size="sm">{summary.what}</Text>
                        {!alert.subscribed && (
                          <Badge color="gray" variant="light" w="fit-content">
                            Unsubscribed
                          </Badge>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td {...WIDE_ONLY}>{summary.where}</Table.Td>
                    <Table.Td {...WIDE_ONLY}>{summary.when}</Table.Td>
                    <Table.Td>
                      {/* Wraps on a phone, where the alert's description is all the rest of the row shows. */}
                      <Group gap="xs" justify="flex-end">
                        {!alert.subscribed && (
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() =>
                              patch.mutate({ id: alert.id, body: { subscribed: true } }, { onError: failed })
                            }
                          >
                            Turn back on
                          </Button>
                        )}
                        <Button size="xs" variant="default" onClick={() => setEditing(alert)}>
                          Edit
                        </Button>
                        <DeleteRowButton
                          remove={() => remove.mutateAsync(alert.id)}
                          deleted="Alert deleted"
                          notDeleted="The alert was not deleted"
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ResponsiveTableContainer>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add Alert' : 'Edit Alert'}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing !== null && (
          <AlertForm
            initial={editing === 'new' ? NEW_ALERT : bodyOf(editing)}
            options={options.data ?? { locations: [], groups: [] }}
            scopes={scopes}
            saving={create.isPending || patch.isPending}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}
