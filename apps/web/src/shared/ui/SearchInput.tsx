import { ActionIcon, CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

type SearchInputProps = { label: string; value: string; onSearch: (value: string) => void; placeholder?: string };

/**
 * Spec 000 §5: searching happens on Enter, on the search icon, or on blur with an empty value;
 * the clear button resets it.
 */
export function SearchInput({ label, value, onSearch, placeholder }: SearchInputProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (next: string) => {
    const trimmed = next.trim();
    if (trimmed !== value) onSearch(trimmed);
  };
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder ?? label}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          submit(text);
        }
      }}
      onBlur={() => {
        if (!text.trim()) submit('');
      }}
      leftSection={
        <ActionIcon variant="subtle" color="gray" aria-label="Search" onClick={() => submit(text)}>
          <IconSearch size={16} />
        </ActionIcon>
      }
      leftSectionPointerEvents="all"
      rightSection={
        text ? (
          <CloseButton
            aria-label="Clear search"
            onClick={() => {
              setText('');
              submit('');
            }}
          />
        ) : null
      }
    />
  );
}
