import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../../../shared/auth/auth-store';
import { adminSession } from '../../../test/admin-session';
import { NpiFinder } from './NpiFinder';

const urls: string[] = [];

beforeEach(() => {
  urls.length = 0;
  logIn(adminSession(7));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ result_count: 0, results: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

const search = (url: string) => Object.fromEntries(new URL(url, 'http://app').searchParams);

describe('NpiFinder', () => {
  it("searches a practitioner's public name as first_name and last_name, with the address (spec 001 §7)", async () => {
    render(
      <MantineProvider env="test">
        <NpiFinder
          accountId={7}
          address={{ publicName: 'Dr. Sarah Lindgren, DDS', city: 'Seattle', state: 'WA', zipcode: '98102-1234' }}
          onPick={() => undefined}
        />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Find NPI by Public Name and Address' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(search(urls[0] ?? '')).toMatchObject({
      first_name: 'Sarah',
      last_name: 'Lindgren',
      city: 'Seattle',
      state: 'WA',
      postal_code: '98102',
    });
    expect(search(urls[0] ?? '')).not.toHaveProperty('organization_name');
  });
});
