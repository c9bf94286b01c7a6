import { Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SCORE_INPUTS } from '@repute/domain';
import { customWeightsSchema } from '@repute/domain/performance';
import { domainResolver, wholeFormError } from '../../../shared/forms/domain-resolver';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { toast } from '../../../shared/ui/toast';
import { type ScoreWeightsAnswer, useSaveScoreWeights, useScoreWeights } from '../performance-api';
import { INPUT_LABELS } from '../score-inputs';
import { toScoreWeights, type WeightFormValues, weightsTotal } from '../score-weights-format';

export const SCORE_WEIGHTS_SAVED = 'Score weights saved';
export const DEFAULT_WEIGHTS_RESTORED = 'Default score weights restored';

/** custom_score (decision 0047): the admin's weights of each input, in %, adding up to 100. */
export function ScoreWeightsSection() {
  const weights = useScoreWeights();
  // The save lives here: the form below starts afresh from each answer, and a toast must outlive it.
  const save = useSaveScoreWeights();
  return (
    <Paper withBorder radius="md" p="lg" maw={760} mt="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Score weights
        </Title>
        {weights.isError ? (
          <ErrorAlert error={weights.error} />
        ) : weights.isPending ? (
          <TableSkeleton rows={6} label="Loading the score weights" />
        ) : (
          <ScoreWeightsForm key={weights.dataUpdatedAt} answer={weights.data} save={save} />
        )}
      </Stack>
    </Paper>
  );
}

type ScoreWeightsFormProps = { answer: ScoreWeightsAnswer; save: ReturnType<typeof useSaveScoreWeights> };

function ScoreWeightsForm({ answer, save }: ScoreWeightsFormProps) {
  const form = useForm<WeightFormValues>({
    initialValues: { ...(answer.custom_weights ?? answer.weights) },
    validateInputOnBlur: true,
    validate: domainResolver<WeightFormValues>(customWeightsSchema, { toBody: toScoreWeights }),
  });
  const values = form.values;
  const total = weightsTotal(values);
  // The running total turns red while the API would refuse it; the refusal's words show once saving was tried.
  const addsUp = customWeightsSchema.safeParse(toScoreWeights(values)).success;
  const refusal = wholeFormError(form.errors);
  const onError = (error: unknown) => toast.alert('The score weights were not saved', { error });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((weights) =>
        save.mutate(toScoreWeights(weights), { onSuccess: () => toast.success(SCORE_WEIGHTS_SAVED), onError }),
      )}
    >
      <Stack gap="md">
        <Text size="sm">
          {answer.custom_weights
            ? 'Scores use these weights of your own.'
            : 'Scores use the default weights. Change them to weigh each input your way; they must add up to 100%.'}
        </Text>
        <Table aria-label="Score weights" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Input</Table.Th>
              <Table.Th>Weight</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SCORE_INPUTS.map((input) => (
              <Table.Tr key={input}>
                <Table.Td>{INPUT_LABELS[input]}</Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`${INPUT_LABELS[input]} score weight`}
                    {...form.getInputProps(input)}
                    onChange={(value) => form.setFieldValue(input, value === '' ? '' : Number(value))}
                    min={0}
                    max={100}
                    decimalScale={2}
                    suffix="%"
                    w={140}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              <Table.Td data-testid="weights-total" c={addsUp ? undefined : 'red'}>
                {total}%
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
        {refusal && !addsUp && <ErrorAlert>{refusal}</ErrorAlert>}
        <Group justify="flex-end">
          {answer.custom_weights && (
            <Button
              variant="default"
              loading={save.isPending && save.variables === null}
              onClick={() => save.mutate(null, { onSuccess: () => toast.success(DEFAULT_WEIGHTS_RESTORED), onError })}
            >
              Use the default weights
            </Button>
          )}
          <Button type="submit" loading={save.isPending && save.variables !== null}>
            Save score weights
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
