import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import type { NpiResult } from '@repute/domain';
import { NPI_MESSAGES, npiNameCriteria } from '@repute/domain/npi';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { npiCalls } from '../api/location-extras-api';
import { npiTitle } from '../detail-format';

type NpiFinderProps = {
  accountId: number;
  address: { publicName: string; city: string; state: string; zipcode: string };
  onPick: (number: string, title: string) => void;
};

type Found =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'results'; results: NpiResult[] }
  | { state: 'error'; error: string };

/** Finds NPI numbers by the location's public name (a practitioner's first and last name) and address (GET /npi). */
export function NpiFinder({ accountId, address, onPick }: NpiFinderProps) {
  const [found, setFound] = useState<Found>({ state: 'idle' });
  const [opened, setOpened] = useState(false);
  const search = async () => {
    setOpened(true);
    if (!address.publicName.trim()) {
      setFound({ state: 'error', error: NPI_MESSAGES.noMatch });
      return;
    }
    setFound({ state: 'loading' });
    try {
      const { results } = await npiCalls.search({
        account_id: accountId,
        ...npiNameCriteria(address.publicName),
        city: address.city.trim() || undefined,
        state: address.state.trim().length === 2 ? address.state.trim() : undefined,
        postal_code: address.zipcode.trim().slice(0, 5) || undefined,
      });
      setFound(results.length > 0 ? { state: 'results', results } : { state: 'error', error: NPI_MESSAGES.noMatch });
    } catch (error) {
      // The registry refusing the question means no match; anything else means it could not be reached.
      const refused = isApiError(error) && (error.status === 400 || error.status === 404);
      setFound({ state: 'error', error: refused ? NPI_MESSAGES.noMatch : NPI_MESSAGES.unreachable });
    }
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" width={360} withinPortal>
      <Popover.Target>
        <Button variant="default" loading={found.state === 'loading'} onClick={() => void search()}>
          Find NPI by Public Name and Address
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {found.state === 'error' && (
          <Text size="sm" c="red" role="alert">
            {found.error}
          </Text>
        )}
        {found.state === 'results' && (
          <Stack gap="xs">
            {found.results.map((result) => (
              <Group key={result.number} justify="space-between" wrap="nowrap">
                <div>
                  <Text size="sm" fw={500}>
                    {npiTitle(result)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {result.number}
                  </Text>
                </div>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Add NPI ${result.number}`}
                  onClick={() => {
                    onPick(result.number, npiTitle(result));
                    setOpened(false);
                  }}
                >
                  Add
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
