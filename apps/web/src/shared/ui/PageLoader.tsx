import { Center, Loader } from '@mantine/core';

type PageLoaderProps = { label?: string };

export function PageLoader({ label = 'Loading' }: PageLoaderProps) {
  return (
    <Center mih={240} role="status" aria-label={label}>
      <Loader size="md" />
    </Center>
  );
}
