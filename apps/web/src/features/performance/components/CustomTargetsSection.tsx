import { Button, Group, Modal, NumberInput, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CustomTarget, SCORE_INPUTS } from '@repute/domain';
import { customTargetCreateSchema, customTargetUpdateSchema } from '@repute/domain/performance';
import { useState } from 'react';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { toast } from '../../../shared/ui/toast';
import { useCustomTargets, useSaveCustomTarget, useTargetsPerLocation } from '../performance-api';
import { formatInput, TARGET_LABELS } from '../score-inputs';
import { type CustomTargetFormValues, fromCustomFormValues, toCustomFormValues } from '../target-format';
import { TARGET_UNITS } from './TargetScoreForm';

export const CUSTOM_TARGET_SAVED = 'Custom target saved';
export const CUSTOM_TARGET_DELETED = 'Custom target deleted';
export const NO_CUSTOM_TARGETS = 'No location has custom targets. Every location follows the targets above.';

/** Editing: a new target (pick its location) or one already saved. */
type Editing = { kind: 'new' } | { kind: 'edit'; target: CustomTarget };

/** Per-location custom targets (spec 000 §7 /location_custom_targets): a location's own targets over the account's. */
export function CustomTargetsSection() {
  const targets = useCustomTargets(true);
  const change = useSaveCustomTarget();
  const [editing, setEditing] = useState<Editing | null>(null);
  const rows = targets.data?._embedded.location_custom_targets ?? [];
  return (
    <Paper withBorder radius="md" p="lg" maw={1100} mt="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Custom targets per location
          </Title>
          <Button onClick={() => setEditing({ kind: 'new' })}>Add custom target</Button>
        </Group>
        {targets.isError ? (
          <ErrorAlert error={targets.error} />
        ) : targets.isPending ? (
          <TableSkeleton rows={3} label="Loading the custom targets" />
        ) : rows.length === 0 ? (
          <Text c="dimmed">{NO_CUSTOM_TARGETS}</Text>
        ) : (
          <ResponsiveTableContainer minWidth={900}>
            <Table aria-label="Custom targets" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Location</Table.Th>
                  {SCORE_INPUTS.map((input) => (
                    <Table.Th key={input} {...WIDE_ONLY}>
                      {TARGET_LABELS[input]}
                    </Table.Th>
                  ))}
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((target) => (
                  <Table.Tr key={target.id}>
                    <Table.Td>{target.location_name}</Table.Td>
                    {SCORE_INPUTS.map((input) => (
                      <Table.Td key={input} {...WIDE_ONLY}>
                        {formatInput(input, target[input])}
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" variant="default" onClick={() => setEditing({ kind: 'edit', target })}>
                          Edit
                        </Button>
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          aria-label={`Delete the custom target of ${target.location_name}`}
                          loading={change.isPending && change.variables?.id === target.id && change.variables.remove}
                          onClick={() =>
                            change.mutate(
                              { id: target.id, remove: true },
                              {
                                onSuccess: () => toast.success(CUSTOM_TARGET_DELETED),
                                onError: (error) => toast.alert('The custom target was not deleted', { error }),
                              },
                            )
                          }
                        >
                          Delete
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ResponsiveTableContainer>
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.kind === 'edit' ? `Custom target: ${editing.target.location_name}` : 'Add custom target'}
        size="lg"
      >
        {editing && <CustomTargetForm editing={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Paper>
  );
}

/** The form's targets and, for a new one, the chosen location's id as the select holds it. */
type CustomTargetForm = CustomTargetFormValues & { location_id: string | null };

function CustomTargetForm({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const existing = editing.kind === 'edit' ? editing.target : null;
  const toBody = ({ location_id, ...values }: CustomTargetForm) =>
    existing ? fromCustomFormValues(values) : { ...fromCustomFormValues(values), location_id: location_id ?? '' };
  const form = useForm<CustomTargetForm>({
    initialValues: { ...toCustomFormValues(existing), location_id: null },
    validateInputOnBlur: true,
    validate: domainResolver<CustomTargetForm>(existing ? customTargetUpdateSchema : customTargetCreateSchema, {
      toBody,
      messages: { location_id: { required: 'Choose a location' } },
    }),
  });
  const locationId = form.values.location_id;
  const [error, setError] = useState<unknown>(null);
  const locations = useTargetsPerLocation(existing === null);
  const save = useSaveCustomTarget();
  const choices = (locations.data?._embedded.metric_targets_per_location ?? [])
    .filter((location) => location.custom_target_id === null)
    .map((location) => ({ value: String(location.location_id), label: location.location_name }));
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ location_id, ...values }) => {
        setError(null);
        const target = fromCustomFormValues(values);
        save.mutate(
          existing ? { id: existing.id, values: target } : { location_id: Number(location_id), values: target },
          {
            onSuccess: () => {
              toast.success(CUSTOM_TARGET_SAVED);
              onDone();
            },
            onError: setError,
          },
        );
      })}
    >
      <Stack gap="sm">
        {existing === null && (
          <Select
            label="Location"
            placeholder={locations.isPending ? 'Loading the locations' : 'Choose a location'}
            data={choices}
            {...form.getInputProps('location_id')}
            searchable
            required
            nothingFoundMessage="Every location has custom targets already"
            comboboxProps={{ withinPortal: false }}
          />
        )}
        {locations.isError && <ErrorAlert error={locations.error} />}
        <Text size="sm">Leave a target empty to follow the account's target for it.</Text>
        {SCORE_INPUTS.map((input) => {
          const unit = TARGET_UNITS[input];
          return (
            <NumberInput
              key={input}
              label={`${TARGET_LABELS[input]} target`}
              {...form.getInputProps(input)}
              onChange={(value) => form.setFieldValue(input, value === '' ? '' : Number(value))}
              min={0}
              max={unit.max}
              decimalScale={unit.decimals}
              suffix={unit.suffix}
            />
          );
        })}
        {error !== null && <ErrorAlert error={error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={existing === null && locationId === null}>
            Save custom target
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
