import { Select } from '@mantine/core';
import type { Account } from '@repute/domain';

type ChildAccountSelectProps = {
  accounts: Pick<Account, 'id' | 'name'>[];
  value: number;
  onChange: (accountId: number) => void;
};

/** Which child account's reviews a parent reads. */
export function ChildAccountSelect({ accounts, value, onChange }: ChildAccountSelectProps) {
  return (
    <Select
      label="Account"
      data={accounts.map((account) => ({ value: String(account.id), label: account.name }))}
      value={String(value)}
      onChange={(next) => next && onChange(Number(next))}
      allowDeselect={false}
      searchable
      nothingFoundMessage="No Options"
      w={280}
    />
  );
}
