import { Autocomplete, Button, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Review } from '@repute/domain/reviews';
import { TAG_NAME_MAX } from '@repute/domain/tags';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { embedded } from '../../../shared/api/hal';
import { tagSuggestions } from '../review-tags';
import { useTagTypeahead } from '../tags-api';

/** Spec 000 §9: search debounce in dropdowns. */
const TYPEAHEAD_DEBOUNCE_MS = 250;

/** `review`: the tags it has already are not offered again. */
type TagInputProps = {
  review: Pick<Review, 'tags'>;
  busy: boolean;
  onAdd: (name: string) => Promise<unknown>;
};

/** Type a tag: the account's tags that start with it are offered, or a new tag of that name. */
export function TagInput({ review, busy, onAdd }: TagInputProps) {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [keywords] = useDebouncedValue(text.trim(), TYPEAHEAD_DEBOUNCE_MS);
  const typeahead = useTagTypeahead(keywords, focused);
  const suggestions = tagSuggestions(text, embedded(typeahead.data, 'tags'), review);
  const newTag = suggestions.find((suggestion) => suggestion.isNew)?.name;

  const add = async (name: string) => {
    const trimmed = name.trim();
    if (!trimmed || busy) return;
    try {
      await onAdd(trimmed);
      setText('');
    } catch {
      // The mutation's alert toast says why; the text stays so that the user can try again.
    }
  };

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Autocomplete
        aria-label="Add a tag"
        placeholder="Add a tag"
        value={text}
        onChange={setText}
        maxLength={TAG_NAME_MAX}
        data={suggestions.map((suggestion) => suggestion.name)}
        // The server already matched the typed start; the list is shown as it came.
        filter={({ options }) => options}
        renderOption={({ option }) => (option.value === newTag ? `Create tag "${option.value}"` : option.value)}
        onOptionSubmit={(name) => void add(name)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={(event) => {
          // With an option highlighted, Enter picks it (onOptionSubmit); otherwise it adds the typed name.
          const picking = event.currentTarget.getAttribute('aria-activedescendant');
          if (event.key === 'Enter' && !event.nativeEvent.isComposing && !picking) void add(text);
        }}
        disabled={busy}
        style={{ flex: '1 1 240px', maxWidth: 320 }}
      />
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => void add(text)}
        disabled={!text.trim()}
        loading={busy}
      >
        Add tag
      </Button>
    </Group>
  );
}
