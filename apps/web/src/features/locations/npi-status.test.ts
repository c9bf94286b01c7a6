import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { lookUpNpi } from './npi-status';
import { matchByName, matchByNameOrCode, namesStartingWith } from './reference-match';

const provider = {
  number: '1234567893',
  first_name: 'Elena',
  middle_name: null,
  last_name: 'Vasquez',
  credential: 'DDS',
  organization_name: null,
  city: null,
  state: null,
  postal_code: null,
};

describe('NPI lookup', () => {
  it('needs exactly 10 digits before asking', async () => {
    let asked = false;
    const status = await lookUpNpi('12345', async () => {
      asked = true;
      return { results: [] };
    });
    expect(status).toEqual({ state: 'error', error: 'NPI not found' });
    expect(asked).toBe(false);
    expect(await lookUpNpi('  ', async () => ({ results: [] }))).toBeNull();
  });

  it('shows the title, not found, or an unreachable registry', async () => {
    expect(await lookUpNpi('1234567893', async () => ({ results: [provider] }))).toEqual({
      state: 'found',
      title: 'Elena Vasquez, DDS',
    });
    expect(await lookUpNpi('1234567893', async () => ({ results: [] }))).toEqual({
      state: 'error',
      error: 'NPI not found',
    });
    const unreachable = await lookUpNpi('1234567893', async () => {
      throw new ApiError(502, 'Unable to reach the NPI database');
    });
    expect(unreachable).toEqual({ state: 'error', error: 'Unable to reach the NPI database' });
  });
});

describe('country and state type-ahead', () => {
  const states = [
    { id: 1, name: 'Nebraska', code: 'NE' },
    { id: 2, name: 'Nevada', code: 'NV' },
    { id: 3, name: 'New York', code: 'NY' },
  ];

  it('offers names that start with the typed text, all of them once one is chosen', () => {
    expect(namesStartingWith(states, 'ne')).toEqual(['Nebraska', 'Nevada', 'New York']);
    expect(namesStartingWith(states, 'new')).toEqual(['New York']);
    expect(namesStartingWith(states, 'york')).toEqual([]);
    expect(namesStartingWith(states, 'nevada')).toHaveLength(3);
  });

  it('selects by whole name while typing, and by code too when the field is left', () => {
    expect(matchByName(states, 'ne')).toBeUndefined();
    expect(matchByNameOrCode(states, 'ne')?.name).toBe('Nebraska');
    expect(matchByName(states, 'new york')?.id).toBe(3);
  });
});
