import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatCents, SMS_PURCHASE_LIMITS, smsPurchaseBodySchema } from '@repute/domain/billing';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { countOf } from '../../../shared/lib/count-format';
import { DetailItem } from '../../../shared/ui/DetailItem';
import { toast } from '../../../shared/ui/toast';
import { usePurchaseSms, useSmsPreview } from '../api';
import { BILLING_TEXT } from '../messages';

type SmsCreditsFormProps = { accountId: number; balance: number; mayBuy: boolean };

/** The SMS credit balance, and for admins a purchase with its total previewed first (spec 000 §3, §4). */
export function SmsCreditsForm({ accountId, balance, mayBuy }: SmsCreditsFormProps) {
  const form = useForm<{ quantity: number | string }>({
    initialValues: { quantity: 500 },
    validateInputOnChange: true,
    validate: domainResolver(smsPurchaseBodySchema),
  });
  const quantity = Number(form.values.quantity);
  const valid = smsPurchaseBodySchema.safeParse({ quantity }).success;
  const preview = useSmsPreview(accountId, quantity, mayBuy && valid);
  const purchase = usePurchaseSms(accountId);
  const submit = form.onSubmit(() =>
    purchase.mutate(quantity, {
      onSuccess: () => toast.success(BILLING_TEXT.smsBought(countOf(quantity, 'SMS credit', 'SMS credits'))),
      onError: (error) => toast.alert(BILLING_TEXT.smsFailed, { error }),
    }),
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        SMS credits
      </Title>
      <Stack gap="xs" mb="md">
        <DetailItem label="Balance">{countOf(balance, 'credit', 'credits')}</DetailItem>
        <Text size="sm" c="dimmed">
          One credit sends one text message.
        </Text>
      </Stack>
      {mayBuy && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Group align="flex-end" gap="sm">
              <NumberInput
                label="Credits to buy"
                min={SMS_PURCHASE_LIMITS.min}
                max={SMS_PURCHASE_LIMITS.max}
                step={100}
                allowDecimal={false}
                {...form.getInputProps('quantity')}
              />
              <Button type="submit" loading={purchase.isPending} disabled={!valid}>
                Buy credits
              </Button>
            </Group>
            {valid && preview.data && <Text aria-live="polite">Total: {formatCents(preview.data.total_cents)}</Text>}
          </Stack>
        </form>
      )}
    </Paper>
  );
}
