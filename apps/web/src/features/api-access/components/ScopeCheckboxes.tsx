import { Checkbox, Stack } from '@mantine/core';
import { API_SCOPES, type ApiScope, usefulScopes } from '@repute/domain/api-access';
import { useAuth } from '../../../shared/auth/use-auth';

type ScopeCheckboxesProps = {
  value: ApiScope[];
  onChange: (value: ApiScope[]) => void;
  error?: unknown;
};

/** The scopes a token of this user may usefully carry, each in its plain words with its name. */
export function ScopeCheckboxes({ value, onChange, error }: ScopeCheckboxesProps) {
  // Only what would let the token do something: a scope beyond the user's own rights grants nothing.
  const offered = usefulScopes(useAuth()?.permissions ?? {});
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
        {offered.map((scope) => (
          <Checkbox key={scope} value={scope} label={API_SCOPES[scope].label} description={scope} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
