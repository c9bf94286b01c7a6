import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth } from '../../../shared/auth/auth-store';
import { ContactPicker } from './ContactPicker';
import { json, renderSignedIn } from './compose-test-kit';

const PEOPLE = Array.from({ length: 12 }, (_, index) => ({
  name: `Person ${String(index + 1).padStart(2, '0')}`,
  email: `person${index + 1}@contacts.example`,
  phone: null,
  last_asked_at: null,
}));
const asked: URLSearchParams[] = [];

beforeEach(() => {
  asked.length = 0;
  // The server's paging and search, over a list held here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const query = new URL(url, 'http://localhost').searchParams;
      asked.push(query);
      const matching = PEOPLE.filter((person) => person.name.toLowerCase().includes(query.get('search') ?? ''));
      const page = Number(query.get('page'));
      const perPage = Number(query.get('per_page'));
      return json(200, {
        _embedded: { contacts: matching.slice((page - 1) * perPage, page * perPage) },
        _total: matching.length,
        _total_pages: Math.ceil(matching.length / perPage),
        _page: page,
        _links: {},
      });
    }),
  );
});
afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

describe('ContactPicker', () => {
  it('picks contacts across pages with the keyboard alone and adds them as recipients', async () => {
    const onPick = vi.fn(async () => undefined);
    renderSignedIn(<ContactPicker requestType="email" onPick={onPick} adding={false} />);
    const user = userEvent.setup();

    const first = await screen.findByRole('checkbox', { name: 'Person 01 — person1@contacts.example' });
    first.focus();
    await user.keyboard(' ');
    expect(first).toHaveProperty('checked', true);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    const eleventh = await screen.findByRole('checkbox', { name: 'Person 11 — person11@contacts.example' });
    eleventh.focus();
    await user.keyboard(' ');
    expect(asked.at(-1)?.get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Add 2 Contacts' }));
    expect(onPick).toHaveBeenCalledWith([
      { name: 'Person 01', email: 'person1@contacts.example' },
      { name: 'Person 11', email: 'person11@contacts.example' },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add 0 Contacts' })).toHaveProperty('disabled', true),
    );
  });

  it('searches on Enter from the first page, and the clear button shows everyone again', async () => {
    renderSignedIn(<ContactPicker requestType="sms" onPick={vi.fn()} adding={false} />);
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: /Person 01/ });
    expect(asked.at(-1)?.get('request_type')).toBe('sms');

    await user.type(screen.getByRole('textbox', { name: 'Search contacts' }), 'person 12{Enter}');
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(1));
    expect(asked.at(-1)?.get('search')).toBe('person 12');
    expect(asked.at(-1)?.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(10));
  });
});
