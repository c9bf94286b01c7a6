import { Button, Group, NumberInput, Paper, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SCORE_INPUTS, type ScoreInput, type TargetSettings } from '@repute/domain';
import { targetSettingsSchema } from '@repute/domain/performance';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { TARGET_LABELS } from '../score-inputs';
import { fromFormValues, type TargetFormValues, toFormValues } from '../target-format';

type TargetScoreFormProps = {
  initial: TargetSettings;
  saving: boolean;
  onSave: (settings: TargetSettings) => void;
  onCancel: () => void;
};

/** What each target is measured in, and its bounds (the API's, packages/domain performance.ts). */
export const TARGET_UNITS: Record<ScoreInput, { suffix?: string; max?: number; decimals: number }> = {
  total_reviews: { decimals: 0 },
  avg_rating: { max: 5, decimals: 2 },
  response_rate: { suffix: '%', max: 100, decimals: 2 },
  response_time: { suffix: ' days', decimals: 2 },
  owner_photos_count: { decimals: 0 },
  ll_sync_ratio: { suffix: '%', max: 100, decimals: 2 },
};

const number = (value: string | number): number | '' => (value === '' ? '' : Number(value));

/** Each input's target and weight; an empty target is not measured. */
export function TargetScoreForm({ initial, saving, onSave, onCancel }: TargetScoreFormProps) {
  const form = useForm<TargetFormValues>({
    initialValues: toFormValues(initial),
    validateInputOnBlur: true,
    // The body's field names are the form's: the API's bounds show on the field that breaks them.
    validate: domainResolver<TargetFormValues>(targetSettingsSchema, { toBody: fromFormValues }),
  });
  /** A number field of the form: its value, error and check on leaving it; empty while being typed. */
  const field = (key: keyof TargetFormValues) => ({
    ...form.getInputProps(key),
    onChange: (value: string | number) => form.setFieldValue(key, number(value)),
  });
  return (
    <Paper withBorder radius="md" p="lg" maw={760}>
      <form noValidate onSubmit={form.onSubmit((values) => onSave(fromFormValues(values)))}>
        <Stack gap="md">
          <Text size="sm">
            A location's Target Score is how far it reached these targets, each counted by its weight, out of 100.
            Reviews are per location over the dates the table shows; leave a target empty to leave it out.
          </Text>
          {/* On a phone the fields share what the targets' names leave: the table fits the screen. */}
          <Table aria-label="Targets" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Target</Table.Th>
                <Table.Th>Value</Table.Th>
                <Table.Th>Weight</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {SCORE_INPUTS.map((input) => {
                const unit = TARGET_UNITS[input];
                return (
                  <Table.Tr key={input}>
                    <Table.Td>{TARGET_LABELS[input]}</Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={`${TARGET_LABELS[input]} target`}
                        {...field(input)}
                        min={0}
                        max={unit.max}
                        decimalScale={unit.decimals}
                        suffix={unit.suffix}
                        w={{ base: '100%', sm: 180 }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={`${TARGET_LABELS[input]} weight`}
                        {...field(`${input}_weight`)}
                        min={0}
                        max={100}
                        decimalScale={2}
                        suffix="%"
                        w={{ base: '100%', sm: 140 }}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save Target Score
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
