import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { PageHeader } from '../../../shared/ui/PageHeader';

type ComingSoonPageProps = { title: string };

/** The one page for every area of the spec that is still being built; the route table gives its title. */
export function ComingSoonPage({ title }: ComingSoonPageProps) {
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm" py="lg">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconHammer size={30} />
          </ThemeIcon>
          <Text fw={600} size="lg">
            {title} is on its way.
          </Text>
          <Text c="dimmed" ta="center" maw={460}>
            We are building this area of Repute. Everything you set up elsewhere keeps working in the meantime.
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
