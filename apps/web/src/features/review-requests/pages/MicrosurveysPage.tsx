import { Anchor, Badge, Button, Group, Modal, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  DEFAULT_FOLLOW_UP_QUESTION,
  MICROSURVEY_LIMIT,
  MICROSURVEY_LIMIT_REACHED,
  type Microsurvey,
  microsurveyLimitLabel,
  SELECTOR_TITLES,
} from '@repute/domain';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useMayCall } from '../../../shared/session/use-may-call';
import { DeleteRowButton } from '../../../shared/ui/DeleteRowButton';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { MicrosurveyForm } from '../components/MicrosurveyForm';
import { RequestTabs } from '../components/RequestTabs';
import { type MicrosurveyDraft, useDeleteMicrosurvey, useMicrosurveys, useSaveMicrosurvey } from '../microsurvey-api';
import { useDraftDialog } from '../use-draft-dialog';

const NEW_MICROSURVEY: MicrosurveyDraft = {
  location_id: 0,
  name: '',
  selector_type: 'nps',
  question: '',
  follow_up_question: DEFAULT_FOLLOW_UP_QUESTION,
  normalize_star_rating: false,
};

const draftOf = (microsurvey: Microsurvey): MicrosurveyDraft => ({
  location_id: microsurvey.location_id,
  name: microsurvey.name,
  selector_type: microsurvey.selector_type,
  question: microsurvey.question,
  follow_up_question: microsurvey.follow_up_question,
  normalize_star_rating: microsurvey.normalize_star_rating,
});

/** /request-reviews/microsurveys: the account's microsurveys (five at most, 'N/limit used'), each with its link. */
export function MicrosurveysPage() {
  const appPath = useAppPath();
  const microsurveys = useMicrosurveys();
  const save = useSaveMicrosurvey();
  const remove = useDeleteMicrosurvey();
  const { editing, open, close, change, submit } = useDraftDialog(save, {
    saved: 'Microsurvey saved',
    notSaved: 'The microsurvey was not saved',
  });
  const rows = microsurveys.data?._embedded?.microsurveys ?? [];
  const used = microsurveys.data?._total ?? 0;
  const mayAdd = useMayCall('POST /microsurveys');
  const mayEdit = useMayCall('PATCH /microsurveys/:id');
  const mayDelete = useMayCall('DELETE /microsurveys/:id');

  return (
    <>
      <PageHeader
        title="Microsurveys"
        description="One question on a public page or a kiosk. Everyone who answers is offered your review sites, whatever their score."
        actions={
          <Group gap="sm">
            {microsurveys.isSuccess && <Badge variant="light">{microsurveyLimitLabel(used)}</Badge>}
            {mayAdd && (
              <Button
                onClick={() => open({ draft: NEW_MICROSURVEY })}
                disabled={!microsurveys.isSuccess || used >= MICROSURVEY_LIMIT}
              >
                Add Microsurvey
              </Button>
            )}
          </Group>
        }
      />
      <RequestTabs />
      {microsurveys.isError && <ErrorAlert error={microsurveys.error} />}
      {microsurveys.isPending && <TableSkeleton />}
      {microsurveys.isSuccess &&
        (rows.length === 0 ? (
          <EmptyState title="No microsurveys yet">Add a microsurvey to ask one quick question.</EmptyState>
        ) : (
          <ResponsiveTableContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label="Microsurveys">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th {...WIDE_ONLY}>Type</Table.Th>
                  <Table.Th {...WIDE_ONLY}>Location</Table.Th>
                  <Table.Th>Responses</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((microsurvey) => (
                  <Table.Tr key={microsurvey.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={appPath(`/request-reviews/microsurveys/${microsurvey.id}/summaries`)}
                      >
                        {microsurvey.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td {...WIDE_ONLY}>{SELECTOR_TITLES[microsurvey.selector_type]}</Table.Td>
                    <Table.Td {...WIDE_ONLY}>{microsurvey.location_name}</Table.Td>
                    <Table.Td>{microsurvey.responses}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end">
                        {mayEdit && (
                          <Button
                            size="xs"
                            variant="default"
                            aria-label={`Edit ${microsurvey.name}`}
                            onClick={() => open({ id: microsurvey.id, draft: draftOf(microsurvey) })}
                          >
                            Edit
                          </Button>
                        )}
                        {mayDelete && (
                          <DeleteRowButton
                            remove={() => remove.mutateAsync(microsurvey.id)}
                            deleted="Microsurvey deleted"
                            notDeleted="The microsurvey was not deleted"
                            label={`Delete ${microsurvey.name}`}
                          />
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ResponsiveTableContainer>
        ))}
      {microsurveys.isSuccess && used >= MICROSURVEY_LIMIT && (
        <Text size="sm" c="dimmed" mt="sm">
          {MICROSURVEY_LIMIT_REACHED}
        </Text>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => close()}
        title={editing?.id ? 'Edit Microsurvey' : 'Add Microsurvey'}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing && (
          <MicrosurveyForm
            draft={editing.draft}
            onChange={change}
            onCancel={() => close()}
            onSubmit={submit}
            saving={save.isPending}
          />
        )}
      </Modal>
    </>
  );
}
