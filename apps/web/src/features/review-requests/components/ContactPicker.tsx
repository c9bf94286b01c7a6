import { Button, Checkbox, CloseButton, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { RecipientInput, RequestContact, RequestType } from '@repute/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { CONTACTS_PER_PAGE, useRequestContacts } from '../compose-api';

const keyOf = (contact: RequestContact) => contact.email ?? contact.phone ?? '';

type ContactPickerProps = {
  requestType: RequestType;
  /** Adds the chosen contacts as recipients; resolves once they are added. */
  onPick: (recipients: RecipientInput[]) => Promise<unknown>;
  adding: boolean;
};

/**
 * Picks recipients from the people the account has asked before (decision 0092). The search runs on Enter, the
 * search icon, or leaving an emptied field (spec 000 §5); the list pages; each contact is a checkbox, so the
 * keyboard (Tab, Space) does all a mouse does. Choices are kept across pages and searches until added.
 */
export function ContactPicker({ requestType, onPick, adding }: ContactPickerProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Map<string, RequestContact>>(new Map());
  const contacts = useRequestContacts(requestType, search, page);
  const rows = contacts.data?._embedded?.contacts ?? [];
  const pages = contacts.data?._total_pages ?? 0;

  const runSearch = (value: string) => {
    setSearch(value.trim());
    setPage(1);
  };
  const toggle = (contact: RequestContact, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(keyOf(contact), contact);
      else next.delete(keyOf(contact));
      return next;
    });
  const add = async () => {
    const recipients = [...chosen.values()].map((contact) => ({
      name: contact.name,
      ...(contact.email ? { email: contact.email } : {}),
      ...(contact.phone ? { phone: contact.phone } : {}),
    }));
    await onPick(recipients);
    setChosen(new Map());
  };

  return (
    <Stack gap="xs" role="group" aria-label="Pick from contacts">
      <TextInput
        label="Search contacts"
        placeholder="Name, email or phone"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            runSearch(typed);
          }
        }}
        onBlur={() => typed === '' && search !== '' && runSearch('')}
        leftSection={
          <CloseButton
            icon={<IconSearch size={16} />}
            aria-label="Search"
            onClick={() => runSearch(typed)}
            variant="transparent"
          />
        }
        rightSection={
          typed ? (
            <CloseButton
              aria-label="Clear search"
              onClick={() => {
                setTyped('');
                runSearch('');
              }}
            />
          ) : null
        }
        leftSectionPointerEvents="all"
      />
      {contacts.isPending && <Loader size="sm" aria-label="Loading contacts" />}
      {contacts.isError && <Text c="red">The contacts could not be loaded.</Text>}
      {contacts.isSuccess && rows.length === 0 && (
        <Text c="dimmed" size="sm">
          {search ? 'No contacts match your search.' : 'No contacts yet: the people you ask appear here.'}
        </Text>
      )}
      <Stack gap={6}>
        {rows.map((contact) => (
          <Checkbox
            key={keyOf(contact)}
            label={`${contact.name || 'No name'} — ${contact.email ?? contact.phone}`}
            checked={chosen.has(keyOf(contact))}
            onChange={(event) => toggle(contact, event.currentTarget.checked)}
          />
        ))}
      </Stack>
      <ListPagination page={page} totalPages={pages} onChange={setPage} label="Contact pages" />
      <Group gap="sm">
        <Button variant="default" onClick={add} loading={adding} disabled={chosen.size === 0}>
          {chosen.size === 1 ? 'Add 1 Contact' : `Add ${chosen.size} Contacts`}
        </Button>
        {contacts.data && (
          <Text size="xs" c="dimmed">
            {contacts.data._total} contacts, {CONTACTS_PER_PAGE} a page
          </Text>
        )}
      </Group>
    </Stack>
  );
}
