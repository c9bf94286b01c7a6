import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../../shared/api/api-error';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { authKeys, confirmAddressChange } from '../auth-api';

/** The login page opened from the link e-mailed to a new address: it confirms the change once (decision 0072). */
export function AddressChangeConfirmation({ token }: { token: string }) {
  const confirmation = useQuery({
    queryKey: authKeys.emailChange(token),
    queryFn: () => confirmAddressChange(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (confirmation.isError) return <ErrorAlert>{errorText(confirmation.error)}</ErrorAlert>;
  if (!confirmation.data) return null;
  return (
    <Alert color="teal" variant="light" role="status">
      Your e-mail address is now {confirmation.data.email}. Log in with it.
    </Alert>
  );
}
