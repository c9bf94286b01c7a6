import { Group, Select, TextInput } from '@mantine/core';
import type { User } from '@repute/domain';
import type { AuditFilters } from '../use-audit-filters';

type AuditFiltersBarProps = {
  filters: AuditFilters;
  users: User[];
  onChange: (name: keyof AuditFilters, value: string) => void;
};

/** Who acted, what they did, and between which days. */
export function AuditFiltersBar({ filters, users, onChange }: AuditFiltersBarProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="User"
        placeholder="Everyone"
        clearable
        searchable
        data={users.map((user) => ({ value: String(user.id), label: user.email }))}
        value={filters.user_id || null}
        onChange={(value) => onChange('user_id', value ?? '')}
        w={240}
      />
      <TextInput
        label="Action or resource"
        placeholder="PATCH /locations"
        defaultValue={filters.action}
        onBlur={(event) => onChange('action', event.currentTarget.value.trim())}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onChange('action', event.currentTarget.value.trim());
        }}
        w={220}
      />
      <TextInput
        type="date"
        label="From"
        value={filters.from}
        onChange={(event) => onChange('from', event.currentTarget.value)}
        w={170}
      />
      <TextInput
        type="date"
        label="To"
        value={filters.to}
        onChange={(event) => onChange('to', event.currentTarget.value)}
        w={170}
      />
    </Group>
  );
}
