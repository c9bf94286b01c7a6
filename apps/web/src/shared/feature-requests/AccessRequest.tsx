import { Alert, Button, Text } from '@mantine/core';
import { type FeatureRequestName, requestFeature } from '@repute/domain/contracts/webhooks';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../api/call-endpoint';

/** Spec 001 §8: the access request's words, the same for Amplify and Local Listings. */
export const ACCESS_REQUEST_TEXT = {
  requestAccess: 'Request Access',
  requestSent: 'Request sent!',
  tryAgain: 'Try again',
  requestError: 'There was an error while sending your request. Try again.',
} as const;

type AccessRequestProps = { featureName: FeatureRequestName };

/** Spec 001 §4 "Access request": idle, requesting, success ('Request sent!'), failure (with 'Try again'). */
export function AccessRequest({ featureName }: AccessRequestProps) {
  const request = useMutation({
    mutationFn: () => callEndpoint(requestFeature, { body: { type: 'feature_request', feature_name: featureName } }),
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
