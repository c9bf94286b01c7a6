import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PASSWORD_MIN_LENGTH } from '@repute/domain/auth';

type NewPasswordFieldsProps = {
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
};

/** New password and its confirmation, as every password form asks them. */
export function NewPasswordFields({ password, confirmation }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label="New password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters`}
        autoComplete="new-password"
        {...password}
      />
      <PasswordInput label="Confirm password" autoComplete="new-password" {...confirmation} />
    </>
  );
}
