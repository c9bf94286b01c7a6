import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { type RequestTemplate, type RequestType, requestTemplateBodySchema } from '@repute/domain';
import { useAuth } from '../../../shared/auth/use-auth';
import { useMayCall } from '../../../shared/session/use-may-call';
import { DeleteRowButton } from '../../../shared/ui/DeleteRowButton';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { type TemplateDraft, useDeleteTemplate, useRequestTemplates, useSaveTemplate } from '../api';
import { RequestTabs } from '../components/RequestTabs';
import { useDraftDialog } from '../use-draft-dialog';

const NEW_TEMPLATE: TemplateDraft = {
  name: '',
  request_type_id: 'email',
  layout_id: 'standard',
  subject: '',
  content: '%FEEDBACK_QUESTION%',
  header_text: '',
  header_image: '',
  use_header_image: false,
  metadata: {},
  resource_type: null,
  resource_id: null,
};

const parseTemplateDraft = (value: unknown): TemplateDraft | undefined =>
  requestTemplateBodySchema.omit({ account_id: true }).safeParse(value).data;

const draftOf = (template: RequestTemplate): TemplateDraft => ({
  name: template.name,
  request_type_id: template.request_type_id,
  layout_id: template.layout_id === 'simple' ? 'simple' : 'standard',
  subject: template.subject,
  content: template.content,
  header_text: template.header_text,
  // Not edited here, but kept: saving the words must not drop the template's image, notes or location.
  header_image: template.header_image,
  use_header_image: template.use_header_image,
  metadata: template.metadata,
  resource_type: template.resource_type,
  resource_id: template.resource_id,
});

/** /request-reviews/templates: the words campaigns start from, by request type. */
export function TemplatesPage() {
  const auth = useAuth();
  const templates = useRequestTemplates();
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const {
    editing,
    open,
    close,
    change: set,
    submit,
  } = useDraftDialog(
    save,
    { saved: 'Template saved', notSaved: 'The template was not saved' },
    // A half-written template survives leaving the screen (spec 000 §9), for this user of this account only.
    { key: `repute:template-draft:${auth?.account_id ?? 0}:${auth?.user_id ?? 0}`, parseDraft: parseTemplateDraft },
  );
  const rows = templates.data?._embedded?.templates ?? [];
  const mayAdd = useMayCall('POST /request_templates');
  const mayEdit = useMayCall('PATCH /request_templates/:id');
  const mayDelete = useMayCall('DELETE /request_templates/:id');

  return (
    <>
      <PageHeader
        title="Request Templates"
        actions={mayAdd && <Button onClick={() => open({ draft: NEW_TEMPLATE })}>Add Template</Button>}
      />
      <RequestTabs />
      {templates.isError && <ErrorAlert error={templates.error} />}
      {templates.isPending && <TableSkeleton />}
      {templates.isSuccess &&
        (rows.length === 0 ? (
          <EmptyState title="No templates yet" />
        ) : (
          <Table verticalSpacing="sm" aria-label="Request templates">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((template) => (
                <Table.Tr key={template.id}>
                  <Table.Td>{template.name}</Table.Td>
                  <Table.Td>{template.request_type_id === 'sms' ? 'SMS' : 'Email'}</Table.Td>
                  <Table.Td>{template.subject}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {mayEdit && (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => open({ id: template.id, draft: draftOf(template) })}
                        >
                          Edit
                        </Button>
                      )}
                      {mayDelete && (
                        <DeleteRowButton
                          remove={() => remove.mutateAsync(template.id)}
                          deleted="Template deleted"
                          notDeleted="The template was not deleted"
                        />
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
      <Modal
        opened={editing !== null}
        onClose={() => close()}
        title={editing?.id ? 'Edit Template' : 'Add Template'}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing && (
          <Stack gap="sm">
            <TextInput
              label="Name"
              required
              value={editing.draft.name}
              onChange={(event) => set({ name: event.currentTarget.value })}
            />
            <div>
              <Text size="sm" fw={500} mb={4} id="template-type-label">
                Request type
              </Text>
              <SegmentedControl
                aria-labelledby="template-type-label"
                value={editing.draft.request_type_id}
                onChange={(value) => set({ request_type_id: value as RequestType })}
                data={[
                  { value: 'email', label: 'Email' },
                  { value: 'sms', label: 'SMS' },
                ]}
              />
            </div>
            <TextInput
              label="Subject"
              value={editing.draft.subject}
              onChange={(event) => set({ subject: event.currentTarget.value })}
            />
            <TextInput
              label="Header text"
              value={editing.draft.header_text}
              onChange={(event) => set({ header_text: event.currentTarget.value })}
            />
            <Textarea
              label="Content"
              required
              autosize
              minRows={4}
              value={editing.draft.content}
              onChange={(event) => set({ content: event.currentTarget.value })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => close()}>
                Cancel
              </Button>
              <Button onClick={submit} loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
