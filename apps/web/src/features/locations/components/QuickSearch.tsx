import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ParsedAddress } from '../quick-search';

type QuickSearchProps = { onSearch: (line: string) => ParsedAddress | null };

const HINT = 'Paste the full address, e.g. 1 Main St, Seattle, WA 98101, United States';

/** Quick search: fills the address fields from one pasted address line. */
export function QuickSearch({ onSearch }: QuickSearchProps) {
  const [line, setLine] = useState('');
  const [error, setError] = useState<string | undefined>();
  const run = () => {
    if (!line.trim()) return;
    const found = onSearch(line);
    setError(found ? undefined : 'Enter the street, city, state and zip code, separated by commas.');
    if (found) setLine('');
  };
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <TextInput
        label="Quick Search"
        description={HINT}
        placeholder="Street, City, State Zip, Country"
        value={line}
        error={error}
        style={{ flex: 1 }}
        onChange={(event) => setLine(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            run();
          }
        }}
      />
      <Button variant="light" onClick={run} mb={error ? 22 : 0}>
        Fill In Address
      </Button>
    </Group>
  );
}
