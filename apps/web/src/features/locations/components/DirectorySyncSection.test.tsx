import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ListingLocation } from '@repute/domain';
import { PERMISSIONS_BY_USER_TYPE } from '@repute/domain/permissions';
import { USER_TYPE_ID } from '@repute/domain/user-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../../../shared/auth/auth-store';
import { sessionKeys } from '../../../shared/session/session-queries';
import { adminSession } from '../../../test/admin-session';
import { directoryEntry, listingLocation } from '../../../test/listing-fixtures';
import { DirectorySyncSection } from './DirectorySyncSection';

const ACCOUNT_ID = 7;
const LOCATION_ID = 12;
const sent: { verb: string; path: string; body: unknown }[] = [];
let facebookOn = true;
let refuse = false;
/** While set, the override call waits for it: the switch's pending state can be seen. */
let hold: Promise<void> | null = null;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What the server answers: Facebook switched off reads Out of Sync (spec 001 §4). */
function listing(): ListingLocation {
  const facebook = facebookOn
    ? directoryEntry('facebook', 'Facebook', 2)
    : {
        ...directoryEntry('facebook', 'Facebook', 2),
        directory_enabled: false,
        status: 'not_in_sync' as const,
        overrides: { id: 31, location_id: LOCATION_ID, phone: null, website: null, source_id: 2, enabled: false },
      };
  return listingLocation(LOCATION_ID, 'Ballard', {
    status: facebookOn ? 'in_sync' : 'not_in_sync',
    directories: [directoryEntry('google_maps', 'Google', 1), facebook, directoryEntry('yelp_api', 'Yelp', 3)],
  });
}

beforeEach(() => {
  sent.length = 0;
  facebookOn = true;
  refuse = false;
  hold = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const verb = new Headers(init.headers).get('x-http-method-override') ?? init.method ?? 'GET';
      const path = url.split('?')[0] ?? '';
      if (path === `/api/local_listings/metrics/${ACCOUNT_ID}/locations`) {
        return json(200, { locations: [listing()], paging: { page: 1, per_page: 25, total: 1, total_pages: 1 } });
      }
      if (path.startsWith('/api/location_source_overrides')) {
        const body = JSON.parse(String(init.body));
        sent.push({ verb, path, body });
        if (hold) await hold;
        if (refuse) return json(500, { message: 'Something went wrong' });
        facebookOn = body.enabled;
        return json(verb === 'POST' ? 201 : 200, { id: 31, ...body });
      }
      return json(404, { message: 'Not found' });
    }),
  );
});
afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

function renderSection(settings: Record<string, boolean>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.accountSettings(ACCOUNT_ID), settings);
  return render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <DirectorySyncSection locationId={LOCATION_ID} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const ON = { local_listings: true, listing_publishing: true, directory_specific_publishing: true };

describe('DirectorySyncSection (spec 001 §6 directory-specific publishing)', () => {
  it('turns a directory off, saves it as the directory override, and shows it out of sync', async () => {
    logIn(adminSession(ACCOUNT_ID));
    const user = userEvent.setup();
    renderSection(ON);
    const facebook = await screen.findByRole('switch', { name: 'Publish to Facebook' });
    expect((facebook as HTMLInputElement).checked).toBe(true);
    // Yelp is read, never written: it has no switch.
    expect(screen.queryByRole('switch', { name: 'Publish to Yelp' })).toBeNull();

    await user.click(facebook);
    expect(await screen.findByText('Directory sync settings saved')).toBeTruthy();
    expect(sent).toEqual([
      {
        verb: 'POST',
        path: '/api/location_source_overrides',
        body: { account_id: ACCOUNT_ID, location_id: LOCATION_ID, source_id: 2, enabled: false },
      },
    ]);
    const row = screen.getByTestId('directory-facebook');
    expect(await within(row).findByText('Out of Sync')).toBeTruthy();
    expect((within(row).getByRole('switch', { name: 'Publish to Facebook' }) as HTMLInputElement).checked).toBe(false);

    // Back on: the override is updated by its id.
    await user.click(within(row).getByRole('switch', { name: 'Publish to Facebook' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      verb: 'PATCH',
      path: '/api/location_source_overrides/31',
      body: { account_id: ACCOUNT_ID, enabled: true },
    });
  });

  it('is disabled and busy while the change is saved', async () => {
    logIn(adminSession(ACCOUNT_ID));
    let release = () => {};
    hold = new Promise((resolve) => {
      release = resolve;
    });
    const user = userEvent.setup();
    renderSection(ON);
    const google = await screen.findByRole('switch', { name: 'Publish to Google' });
    await user.click(google);
    expect(await screen.findByRole('status', { name: 'Saving Google publishing' })).toBeTruthy();
    expect((google as HTMLInputElement).disabled).toBe(true);
    release();
    expect(await screen.findByText('Directory sync settings saved')).toBeTruthy();
    await vi.waitFor(() => expect((google as HTMLInputElement).disabled).toBe(false));
  });

  it('puts the switch back and says so when the change fails', async () => {
    logIn(adminSession(ACCOUNT_ID));
    refuse = true;
    const user = userEvent.setup();
    renderSection(ON);
    const google = await screen.findByRole('switch', { name: 'Publish to Google' });
    await user.click(google);
    expect(
      await screen.findByText('Failed to update directory publishing status. Please reload or try again later.'),
    ).toBeTruthy();
    await vi.waitFor(() => expect((google as HTMLInputElement).checked).toBe(true));
  });

  it('shows no switch without the directory-specific publishing flag or local_listing update', async () => {
    logIn(adminSession(ACCOUNT_ID));
    const { unmount } = renderSection({ ...ON, directory_specific_publishing: false });
    expect(await screen.findByTestId('directory-facebook')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    unmount();
    logIn({
      ...adminSession(ACCOUNT_ID),
      user_type_id: USER_TYPE_ID.readOnly,
      permissions: PERMISSIONS_BY_USER_TYPE[USER_TYPE_ID.readOnly],
    });
    renderSection(ON);
    expect(await screen.findByTestId('directory-facebook')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
