import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSession } from '../../test/admin-session';
import { clearAuth, logIn } from '../auth/auth-store';
import { calendarKeys } from './use-account-calendar';
import { useFilters } from './use-filters';

const ACCOUNT_ID = 7;

function setup(initialUrl: string, onFiltersChanged?: () => void) {
  const queryClient = new QueryClient();
  // The account's calendar is known: no call leaves the test.
  queryClient.setQueryData(calendarKeys.account(ACCOUNT_ID), { time_zone: 'America/New_York' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[initialUrl]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => ({ filters: useFilters({ area: 'dashboard', onFiltersChanged }), location: useLocation() }), {
    wrapper,
  });
}

const query = (search: string) => Object.fromEntries(new URLSearchParams(search));

beforeEach(() => {
  logIn(adminSession(ACCOUNT_ID));
});
afterEach(() => clearAuth());

describe('useFilters', () => {
  it("writes the area's default descriptor into the URL and resolves it on the account's today", () => {
    const { result } = setup('/dashboard?sort=rating');
    expect(query(result.current.location.search)).toEqual({ sort: 'rating', dateDescriptor: 'sixMonths' });
    expect(result.current.filters.state.dateDescriptor).toBe('sixMonths');
    expect(result.current.filters.state.range?.to).toBe(result.current.filters.today);
  });

  it('names a range the URL carried as only from and to custom, never the default beside it', () => {
    const { result } = setup('/dashboard?from=2024-01-01&to=2024-01-31');
    expect(query(result.current.location.search)).toEqual({
      from: '2024-01-01',
      to: '2024-01-31',
      dateDescriptor: 'custom',
    });
    expect(result.current.filters.state.range).toEqual({ from: '2024-01-01', to: '2024-01-31' });
  });

  it('a group change clears location, search terms and paging, and tells the screen', () => {
    const changed = vi.fn();
    const { result } = setup(
      '/dashboard?dateDescriptor=ytd&groupId=3&locationId=12&search_terms=crown&page=2&before=x&after=y&sort=rating',
      changed,
    );
    act(() => result.current.filters.change({ groupId: '5' }));
    expect(query(result.current.location.search)).toEqual({ sort: 'rating', dateDescriptor: 'ytd', groupId: '5' });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('a location change clears search terms and keeps the group', () => {
    const { result } = setup('/dashboard?dateDescriptor=ytd&groupId=3&locationId=12&search_terms=crown');
    act(() => result.current.filters.change({ locationId: '13' }));
    expect(query(result.current.location.search)).toEqual({ dateDescriptor: 'ytd', groupId: '3', locationId: '13' });
  });

  it('a custom range carries from and to; a preset drops them', () => {
    const { result } = setup('/dashboard?dateDescriptor=ytd&page=3');
    act(() => result.current.filters.changeDate('custom', { from: '2024-01-01', to: '2024-01-31' }));
    expect(query(result.current.location.search)).toEqual({
      dateDescriptor: 'custom',
      from: '2024-01-01',
      to: '2024-01-31',
    });
    expect(result.current.filters.state.range).toEqual({ from: '2024-01-01', to: '2024-01-31' });
    act(() => result.current.filters.changeDate('prevMonth'));
    expect(query(result.current.location.search)).toEqual({ dateDescriptor: 'prevMonth' });
  });

  it('applies a saved filter and clears it again when it is deleted', () => {
    const { result } = setup('/dashboard?dateDescriptor=ytd&sentiment=positive&category=staff');
    act(() =>
      result.current.filters.applySavedFilter(9, {
        dateDescriptor: 'custom',
        from: '2024-02-01',
        to: '2024-02-29',
        groupId: 2,
        locationId: 4,
        sourceId: 1,
      }),
    );
    expect(query(result.current.location.search)).toEqual({
      dateDescriptor: 'custom',
      from: '2024-02-01',
      to: '2024-02-29',
      groupId: '2',
      locationId: '4',
      sourceId: '1',
      savedFilterId: '9',
    });
    act(() => result.current.filters.clearDeletedSavedFilter());
    expect(query(result.current.location.search)).toEqual({ dateDescriptor: 'custom' });
    // A custom descriptor left without dates stands for the area default.
    expect(result.current.filters.state.dateDescriptor).toBe('sixMonths');
  });
});
