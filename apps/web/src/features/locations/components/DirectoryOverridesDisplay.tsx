import { Stack, Text } from '@mantine/core';
import type { Source, SourceOverride } from '@repute/domain';
import { DetailItem } from '../../../shared/ui/DetailItem';

type DirectoryOverridesDisplayProps = {
  title: string;
  field: 'phone' | 'website';
  overrides: SourceOverride[];
  directories: Source[];
};

/** 'Directory-Specific Numbers' or 'Directory-Specific Websites': each directory with its own value. */
export function DirectoryOverridesDisplay({ title, field, overrides, directories }: DirectoryOverridesDisplayProps) {
  if (overrides.length === 0) return null;
  const nameOf = (sourceId: number) =>
    directories.find((source) => source.id === sourceId)?.name ?? `Directory ${sourceId}`;
  return (
    <DetailItem label={title}>
      <Stack gap={2}>
        {overrides.map((override) => (
          <Text key={override.id}>
            <Text span fw={500}>
              {nameOf(override.source_id)}:
            </Text>{' '}
            {override[field]}
          </Text>
        ))}
      </Stack>
    </DetailItem>
  );
}
