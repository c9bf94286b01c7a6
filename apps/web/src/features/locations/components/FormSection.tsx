import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type FormSectionProps = { title: string; description?: ReactNode; children: ReactNode; id?: string };

/** A titled part of the location form. */
export function FormSection({ title, description, children, id }: FormSectionProps) {
  return (
    <Stack gap="sm" component="section" id={id}>
      <div>
        <Title order={2} size="h4">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}
