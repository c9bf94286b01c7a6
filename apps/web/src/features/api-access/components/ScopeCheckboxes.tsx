import { Checkbox, Stack } from '@mantine/core';
import { API_SCOPE_NAMES, API_SCOPES, type ApiScope } from '@repute/domain/api-access';

type ScopeCheckboxesProps = {
  value: ApiScope[];
  onChange: (value: ApiScope[]) => void;
  error?: unknown;
};

/** The scopes a token may carry, each in its plain words with its name. */
export function ScopeCheckboxes({ value, onChange, error }: ScopeCheckboxesProps) {
  return (
    <Checkbox.Group
      label="Scopes"
      description="What the token may do; never more than you may do yourself."
      withAsterisk
      value={value}
      onChange={(next) => onChange(next as ApiScope[])}
      error={typeof error === 'string' ? error : undefined}
    >
      <Stack gap={6} mt={6}>
        {API_SCOPE_NAMES.map((scope) => (
          <Checkbox key={scope} value={scope} label={API_SCOPES[scope].label} description={scope} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
