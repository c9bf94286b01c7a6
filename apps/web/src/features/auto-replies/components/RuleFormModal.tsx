import {
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTO_REPLY_TEMPLATES_MAX, type AutoReplyRule, autoReplyRuleBodySchema } from '@repute/domain/auto-replies';
import { useQuery } from '@tanstack/react-query';
import { useGroupsList } from '../../../shared/entities/groups/groups-api';
import { useLocationTypeahead } from '../../../shared/entities/locations/locations-api';
import { reviewSourcesQuery } from '../../../shared/entities/sources/sources-api';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { toast } from '../../../shared/ui/toast';
import { useDryRun, useRuleTemplates, useSaveRule } from '../auto-replies-api';
import { DELAY_HINT, type RuleFormValues, ruleBody, ruleFormValues } from '../rule-form-values';
import { DryRunResults } from './DryRunResults';

type RuleFormModalProps = {
  /** The rule edited, null for a new one; the modal is open while `opened`. */
  rule: AutoReplyRule | null;
  opened: boolean;
  /** Whether the account may have rules answer with the built-in drafts (response_autopilot). */
  draftsAllowed: boolean;
  onClose: () => void;
};

const STARS = ['1', '2', '3', '4', '5'].map((value) => ({ value, label: `${value} star${value === '1' ? '' : 's'}` }));

/** Creates or edits a rule with every filter of issue 32 §2, and dry-runs it over last month before saving. */
export function RuleFormModal({ rule, opened, draftsAllowed, onClose }: RuleFormModalProps) {
  const form = useForm<RuleFormValues>({
    initialValues: ruleFormValues(rule),
    validate: domainResolver<RuleFormValues>(autoReplyRuleBodySchema, { toBody: ruleBody }),
  });
  const save = useSaveRule();
  const dryRun = useDryRun();
  const sources = useQuery(reviewSourcesQuery(100));
  const may = useMayCallOf();
  // Only the pickers the user may fill: a list they may not read would answer 403 (groups may be switched off).
  const mayGroups = may('GET /groups');
  const locations = useLocationTypeahead('', opened && may('GET /locations'));
  const groups = useGroupsList({}, opened && mayGroups);
  const templates = useRuleTemplates();

  const submit = form.onSubmit(async (values) => {
    await save.mutateAsync({ id: rule?.id ?? null, body: ruleBody(values) });
    toast.success(rule ? 'Rule saved' : 'Rule created');
    onClose();
  });
  const runDry = () => {
    if (!form.validate().hasErrors) dryRun.mutate(ruleBody(form.values));
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title={rule ? `Edit ${rule.name}` : 'New rule'}
      size="xl"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <Switch label="Rule is on" {...form.getInputProps('enabled', { type: 'checkbox' })} />
          <MultiSelect
            label="Sources"
            description="Leave empty for every source."
            data={(sources.data ?? []).map((source) => ({ value: String(source.id), label: source.name }))}
            searchable
            {...form.getInputProps('source_ids')}
          />
          <Group grow>
            <Select label="Lowest rating" data={STARS} allowDeselect={false} {...form.getInputProps('rating_min')} />
            <Select label="Highest rating" data={STARS} allowDeselect={false} {...form.getInputProps('rating_max')} />
          </Group>
          <Select
            label="Review text"
            allowDeselect={false}
            data={[
              { value: 'any', label: 'With or without text' },
              { value: 'with_text', label: 'Only reviews with text' },
              { value: 'without_text', label: 'Only ratings without text' },
            ]}
            {...form.getInputProps('text')}
          />
          <TagsInput
            label="Keywords"
            description="The review mentions any of them. Press Enter after each."
            {...form.getInputProps('keywords')}
          />
          <Group grow align="flex-start">
            <MultiSelect
              label="Locations"
              description="Leave locations and groups empty for all."
              searchable
              data={(locations.data?._embedded.locations ?? []).map((location) => ({
                value: String(location.id),
                label: location.name,
              }))}
              {...form.getInputProps('location_ids')}
            />
            {mayGroups && (
              <MultiSelect
                label="Groups"
                searchable
                data={(groups.data?._embedded.groups ?? []).map((group) => ({
                  value: String(group.id),
                  label: group.name,
                }))}
                {...form.getInputProps('group_ids')}
              />
            )}
          </Group>
          <Select
            label="Reply with"
            allowDeselect={false}
            data={[
              { value: 'templates', label: 'Response templates, in turn' },
              { value: 'drafts', label: 'Drafted replies', disabled: !draftsAllowed },
            ]}
            {...form.getInputProps('reply_with')}
          />
          {form.values.reply_with === 'templates' && (
            <MultiSelect
              label="Templates"
              description={`Up to ${AUTO_REPLY_TEMPLATES_MAX}, used one after another.`}
              maxValues={AUTO_REPLY_TEMPLATES_MAX}
              searchable
              data={(templates.data ?? []).map((template) => ({ value: String(template.id), label: template.name }))}
              {...form.getInputProps('template_ids')}
            />
          )}
          <NumberInput
            label="Delay before posting (minutes)"
            description={DELAY_HINT}
            min={5}
            max={1440}
            allowDecimal={false}
            {...form.getInputProps('delay_minutes')}
          />
          <Switch label="Quiet hours" {...form.getInputProps('quiet', { type: 'checkbox' })} />
          {form.values.quiet && (
            <Group grow>
              <TextInput type="time" label="Quiet from" {...form.getInputProps('quiet_starts')} />
              <TextInput type="time" label="Quiet until" {...form.getInputProps('quiet_ends')} />
            </Group>
          )}
          <Switch
            label="Replies wait for an approver"
            {...form.getInputProps('needs_approval', { type: 'checkbox' })}
          />
          {save.error && <ErrorAlert title="The rule was not saved" error={save.error} />}
          <Group justify="space-between">
            <Button variant="default" onClick={runDry} loading={dryRun.isPending}>
              Dry run
            </Button>
            <Group>
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save rule
              </Button>
            </Group>
          </Group>
          {dryRun.error && <ErrorAlert title="The dry run failed" error={dryRun.error} />}
          {dryRun.data && <DryRunResults result={dryRun.data} />}
        </Stack>
      </form>
    </Modal>
  );
}
