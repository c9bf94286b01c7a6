import { Button, Group, MultiSelect, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AlertKind } from '@repute/domain';
import { ALERT_KIND_LABELS, ALERT_KINDS, ALERT_WAIT_HOURS, alertCreateSchema } from '@repute/domain/alerts';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { hoursText } from '../alert-text';
import type { AlertBody, AlertScopeLists } from '../api';

type AlertFormProps = {
  initial: AlertBody;
  options: { locations: { id: number; name: string }[]; groups: { id: number; name: string }[] };
  /** The pickers the user may fill: a list they may not read is not offered (decision 0124). */
  scopes: AlertScopeLists;
  saving: boolean;
  onSubmit: (body: AlertBody) => void;
  onCancel: () => void;
};

const RATING_OPTIONS = [
  { value: 'all', label: 'All ratings' },
  { value: '0', label: 'No rating' },
  ...[1, 2, 3, 4, 5].map((stars) => ({
    value: String(stars),
    label: `${stars} ${stars === 1 ? 'star' : 'stars'} or less`,
  })),
];

const toOptions = (items: { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

/** What to be alerted of, for which locations, and when: the fields of an alert, with the API's rules. */
export function AlertForm({ initial, options, scopes, saving, onSubmit, onCancel }: AlertFormProps) {
  const form = useForm<AlertBody>({
    initialValues: initial,
    validateInputOnBlur: true,
    // The API's create rules, the field rules between kind, delivery and their settings included.
    validate: domainResolver<AlertBody>(alertCreateSchema),
  });
  const alert = form.values;
  /** A field's error and check on leaving it; value and change stay the field's own (its numbers shown as text). */
  const checked = (path: keyof AlertBody) => {
    const { error, onBlur, onFocus } = form.getInputProps(path);
    return { error, onBlur, onFocus };
  };

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md">
        <Select
          label="Alert me about"
          data={ALERT_KINDS.map((kind) => ({ value: kind, label: ALERT_KIND_LABELS[kind] }))}
          value={alert.kind}
          onChange={(value) => value && form.setFieldValue('kind', value as AlertKind)}
          allowDeselect={false}
        />
        {alert.kind === 'new_review' && (
          <Select
            label="Ratings"
            data={RATING_OPTIONS}
            value={alert.max_rating === null ? 'all' : String(alert.max_rating)}
            onChange={(value) =>
              form.setFieldValue('max_rating', value === 'all' || value === null ? null : Number(value))
            }
            allowDeselect={false}
          />
        )}
        {alert.kind === 'awaiting_response' && (
          <Select
            label="Waiting longer than"
            data={ALERT_WAIT_HOURS.map((hours) => ({ value: String(hours), label: hoursText(hours) }))}
            value={alert.wait_hours === null ? null : String(alert.wait_hours)}
            onChange={(value) => form.setFieldValue('wait_hours', value === null ? null : Number(value))}
            {...checked('wait_hours')}
          />
        )}
        {scopes.locations && (
          <MultiSelect
            label="Locations"
            description="Leave both empty for all locations."
            placeholder={alert.location_ids.length === 0 ? 'All locations' : undefined}
            data={toOptions(options.locations)}
            value={alert.location_ids.map(String)}
            onChange={(values) => form.setFieldValue('location_ids', values.map(Number))}
            searchable
          />
        )}
        {scopes.groups && options.groups.length > 0 && (
          <MultiSelect
            label="Groups"
            data={toOptions(options.groups)}
            value={alert.group_ids.map(String)}
            onChange={(values) => form.setFieldValue('group_ids', values.map(Number))}
            searchable
          />
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="alert-delivery-label">
            Send
          </Text>
          <SegmentedControl
            aria-labelledby="alert-delivery-label"
            data={[
              { value: 'immediately', label: 'Immediately' },
              { value: 'daily_digest', label: 'As a daily digest' },
            ]}
            value={alert.delivery}
            onChange={(value) => form.setFieldValue('delivery', value as AlertBody['delivery'])}
          />
        </Stack>
        {alert.delivery === 'daily_digest' && (
          <TextInput
            type="time"
            label="Digest time"
            description="In your account's time zone."
            value={alert.digest_time ?? ''}
            onChange={(event) => form.setFieldValue('digest_time', event.currentTarget.value || null)}
            {...checked('digest_time')}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save Alert
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
