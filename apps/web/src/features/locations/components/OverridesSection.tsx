import { Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type OverrideForm, toggleOverride } from '../overrides-form';
import { FormSection } from './FormSection';

type OverridesSectionProps = {
  overrides: OverrideForm[];
  errorOf: (path: string) => string | undefined;
  onChange: (overrides: OverrideForm[]) => void;
  onBlur: (path: string) => void;
};

type Field = 'phone' | 'website';

const FIELD_TEXT: Record<
  Field,
  { title: string; checkbox: (name: string) => string; input: (name: string) => string }
> = {
  phone: {
    title: 'Directory-Specific Numbers',
    checkbox: (name) => `Use a different phone number on ${name}`,
    input: (name) => `${name} phone number`,
  },
  website: {
    title: 'Directory-Specific Websites',
    checkbox: (name) => `Use a different website on ${name}`,
    input: (name) => `${name} website`,
  },
};

/** Directory-specific phone numbers and websites: each directory checked on its own; unchecking clears it. */
export function OverridesSection({ overrides, errorOf, onChange, onBlur }: OverridesSectionProps) {
  const replace = (next: OverrideForm) =>
    onChange(overrides.map((item) => (item.sourceId === next.sourceId ? next : item)));
  const column = (field: Field) => (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {FIELD_TEXT[field].title}
      </Text>
      {overrides.map((override) => {
        const on = field === 'phone' ? override.phoneOn : override.websiteOn;
        const value = field === 'phone' ? override.phone : override.website;
        const path = `overrides.${override.sourceId}.${field}`;
        return (
          <Group key={override.sourceId} align="flex-start" gap="xs" wrap="nowrap">
            <Checkbox
              mt={8}
              label={override.name}
              aria-label={FIELD_TEXT[field].checkbox(override.name)}
              checked={on}
              w={130}
              onChange={(event) => replace(toggleOverride(override, field, event.currentTarget.checked))}
            />
            {on && (
              <TextInput
                aria-label={FIELD_TEXT[field].input(override.name)}
                placeholder={field === 'phone' ? '(555) 555-5555' : 'https://'}
                value={value}
                error={errorOf(path)}
                maw={field === 'phone' ? 300 : undefined}
                style={{ flex: 1 }}
                onChange={(event) => replace({ ...override, [field]: event.currentTarget.value })}
                onBlur={() => onBlur(path)}
              />
            )}
          </Group>
        );
      })}
    </Stack>
  );
  return (
    <FormSection
      title="Directory-Specific Overrides"
      description="Publish a different phone number or website to a directory than the location's primary ones."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {column('phone')}
        {column('website')}
      </SimpleGrid>
    </FormSection>
  );
}
