import { TagsInput } from '@mantine/core';
import {
  isValidEmail,
  type RecipientCandidate,
  SCHEDULED_EXPORT_MAX_OUTSIDE_RECIPIENTS,
  SCHEDULED_EXPORT_MESSAGES,
} from '@repute/domain/scheduled-exports';
import { useState } from 'react';

type OutsideRecipientsInputProps = {
  value: string[];
  onChange: (emails: string[]) => void;
  /** The account's users: an address of one of them picks that user instead. */
  users: readonly RecipientCandidate[];
  onPickUser: (id: number) => void;
  /** Whether the account allows recipients outside it; when not, stored addresses can only be taken off. */
  allowed: boolean;
};

/** The keys that add the typed address (TagsInput's split characters, and Enter). */
const SPLIT = [',', ';', ' '];

/**
 * Decision 0129: addresses outside the account a scheduled export also goes to, beside its users; each is checked
 * as it is added (a bad one stays typed, with the error), up to the limit. Shown only while the account allows them,
 * or while an export still holds some, which then say they are sent nothing.
 */
export function OutsideRecipientsInput({ value, onChange, users, onPickUser, allowed }: OutsideRecipientsInputProps) {
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!allowed && value.length === 0) return null;

  const add = (next: string[]) => {
    const added = next.filter((email) => !value.includes(email)).map((email) => email.trim().toLowerCase());
    const invalid = added.filter((email) => !isValidEmail(email));
    const userOf = (email: string) => users.find((user) => user.email.toLowerCase() === email);
    for (const email of added) {
      const user = userOf(email);
      if (user) onPickUser(user.id);
    }
    const outside = added.filter((email) => isValidEmail(email) && !userOf(email));
    onChange([...next.filter((email) => value.includes(email)), ...(allowed ? outside : [])]);
    if (invalid.length > 0) {
      setError(SCHEDULED_EXPORT_MESSAGES.invalidEmail);
      setSearch(invalid.join(' '));
    } else if (!allowed && outside.length > 0) {
      setError(SCHEDULED_EXPORT_MESSAGES.notAUser);
    }
  };

  return (
    <TagsInput
      label="Recipients outside the account"
      description="People without a login get the file and a link to download it. Press Enter after each address."
      value={value}
      onChange={add}
      searchValue={search}
      onSearchChange={(text) => {
        setSearch(text);
        setError(null);
      }}
      onKeyDown={(event) => {
        // A bad address is not added: it stays typed, with the error beside it.
        if ((event.key === 'Enter' || SPLIT.includes(event.key)) && search.trim() && !isValidEmail(search)) {
          event.preventDefault();
          setError(SCHEDULED_EXPORT_MESSAGES.invalidEmail);
        }
      }}
      splitChars={SPLIT}
      maxTags={SCHEDULED_EXPORT_MAX_OUTSIDE_RECIPIENTS}
      onMaxTags={() => setError(SCHEDULED_EXPORT_MESSAGES.tooManyOutside)}
      error={error ?? (allowed ? undefined : SCHEDULED_EXPORT_MESSAGES.outsideOff)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
