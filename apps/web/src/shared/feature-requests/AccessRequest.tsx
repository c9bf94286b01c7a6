import { Alert, Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api/api-client';

/** Spec 001 §8: the access request's words, the same for Amplify and Local Listings. */
export const ACCESS_REQUEST_TEXT = {
  requestAccess: 'Request Access',
  requestSent: 'Request sent!',
  tryAgain: 'Try again',
  requestError: 'There was an error while sending your request. Try again.',
} as const;

/** The features a user may ask for (spec 001 §7: a feature request of type 'feature_request'). */
export type RequestableFeature = 'Amplify' | 'Local Listing';

type AccessRequestProps = { featureName: RequestableFeature };

/** Spec 001 §4 "Access request": idle, requesting, success ('Request sent!'), failure (with 'Try again'). */
export function AccessRequest({ featureName }: AccessRequestProps) {
  const request = useMutation({
    mutationFn: () => api.post('/feature_requests', { type: 'feature_request', feature_name: featureName }),
  });
  if (request.isSuccess) {
    return (
      <Text fw={700} role="status">
        {ACCESS_REQUEST_TEXT.requestSent}
      </Text>
    );
  }
  return (
    <>
      <Button w="fit-content" loading={request.isPending} onClick={() => request.mutate()}>
        {request.isError ? ACCESS_REQUEST_TEXT.tryAgain : ACCESS_REQUEST_TEXT.requestAccess}
      </Button>
      {request.isError && (
        <Alert color="red" role="alert">
          {ACCESS_REQUEST_TEXT.requestError}
        </Alert>
      )}
    </>
  );
}
