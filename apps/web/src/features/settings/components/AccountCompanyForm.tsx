import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Account } from '@repute/domain';
import {
  ACCOUNT_VERTICAL_OPTIONS,
  type AccountVertical,
  accountPatchSchema,
  isAccountVertical,
} from '@repute/domain/accounts';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { toast } from '../../../shared/ui/toast';
import { type AccountPatchBody, useUpdateAccount } from '../account-api';

type CompanyValues = { name: string; account_vertical_name: AccountVertical | null };

function patchBody(values: CompanyValues): AccountPatchBody {
  return { name: values.name.trim(), account_vertical_name: values.account_vertical_name };
}

/** An admin's form for the account's name and vertical (decision 0133). */
export function AccountCompanyForm({ account }: { account: Account }) {
  const vertical = account.account_vertical_name;
  const form = useForm<CompanyValues>({
    initialValues: {
      name: account.name,
      account_vertical_name: isAccountVertical(vertical) ? vertical : null,
    },
    validateInputOnBlur: true,
    validate: domainResolver<CompanyValues>(accountPatchSchema, {
      toBody: patchBody,
      messages: { name: { required: 'Enter the account name' } },
    }),
  });
  const update = useUpdateAccount();
  const fieldErrors = serverFieldErrors(update.error);

  return (
    <Paper withBorder radius="md" p="lg">
      <form
        noValidate
        aria-label="Company"
        onSubmit={form.onSubmit((values) =>
          update.mutate(patchBody(values), {
            onSuccess: () => {
              form.resetDirty(values);
              toast.success('The account has been updated.');
            },
            onError: (error) => form.setErrors(serverFieldErrors(error)),
          }),
        )}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            Company
          </Title>
          {update.error && Object.keys(fieldErrors).length === 0 && <ErrorAlert error={update.error} />}
          <TextInput label="Account name" autoComplete="organization" {...form.getInputProps('name')} />
          <Select
            label="Vertical"
            description="The industry your reviews are read in."
            placeholder="Not set"
            data={ACCOUNT_VERTICAL_OPTIONS}
            clearable
            {...form.getInputProps('account_vertical_name')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
