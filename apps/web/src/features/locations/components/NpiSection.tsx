import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { NPI_LENGTH } from '@repute/domain/locations';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { npiCalls } from '../api/location-extras-api';
import { lookUpNpi, type NpiStatus } from '../npi-status';
import { FormSection } from './FormSection';
import { NpiFinder } from './NpiFinder';

type NpiSectionProps = {
  accountId: number;
  numbers: string[];
  onChange: (numbers: string[]) => void;
  address: { publicName: string; city: string; state: string; zipcode: string };
};

/** NPI numbers of a healthcare location (spec 001 §2): each looked up to show its title or its error. */
export function NpiSection({ accountId, numbers, onChange, address }: NpiSectionProps) {
  const [statuses, setStatuses] = useState<Record<string, NpiStatus | null>>({});

  const check = useCallback(
    async (number: string) => {
      const key = number.trim();
      if (!key) return;
      setStatuses((current) => ({ ...current, [key]: { state: 'loading' } }));
      const status = await lookUpNpi(key, (wanted) => npiCalls.lookup(accountId, wanted));
      setStatuses((current) => ({ ...current, [key]: status }));
    },
    [accountId],
  );

  // The saved numbers are looked up once, so their titles show.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the numbers the form opened with
  useEffect(() => {
    for (const number of numbers) void check(number);
  }, [check]);

  const setAt = (index: number, value: string) => onChange(numbers.map((item, at) => (at === index ? value : item)));

  return (
    <FormSection
      title="NPI Numbers"
      description={`National Provider Identifiers of this location's providers (${NPI_LENGTH} digits).`}
    >
      <Stack gap="xs">
        {numbers.map((number, index) => {
          const status = statuses[number.trim()];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place
            <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                aria-label={`NPI number ${index + 1}`}
                placeholder="10-digit NPI"
                value={number}
                maw={300}
                style={{ flex: 1 }}
                inputMode="numeric"
                description={
                  status?.state === 'found' ? status.title : status?.state === 'loading' ? 'Looking up…' : undefined
                }
                error={status?.state === 'error' ? status.error : undefined}
                onChange={(event) => setAt(index, event.currentTarget.value)}
                onBlur={() => void check(number)}
              />
              <ActionIcon
                mt={4}
                variant="subtle"
                color="gray"
                aria-label={`Remove NPI number ${index + 1}`}
                onClick={() => onChange(numbers.filter((_, at) => at !== index))}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          );
        })}
        {numbers.length === 0 && (
          <Text size="sm" c="dimmed">
            No NPI numbers yet.
          </Text>
        )}
        <Group gap="sm">
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => onChange([...numbers, ''])}>
            Add NPI Number
          </Button>
          <NpiFinder
            accountId={accountId}
            address={address}
            onPick={(number, title) => {
              if (numbers.includes(number)) return;
              onChange([...numbers.filter((item) => item.trim()), number]);
              setStatuses((current) => ({ ...current, [number]: { state: 'found', title } }));
            }}
          />
        </Group>
      </Stack>
    </FormSection>
  );
}
