import { MantineProvider } from '@mantine/core';
import { PERMISSIONS_BY_USER_TYPE } from '@repute/domain/permissions';
import { USER_TYPE_ID } from '@repute/domain/user-types';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavMenu } from './NavMenu';
import { navEntries } from './nav-items';

const entries = navEntries({
  permissions: PERMISSIONS_BY_USER_TYPE[USER_TYPE_ID.limitedUser],
  settings: {},
  isParent: false,
  userTypeId: USER_TYPE_ID.limitedUser,
});

function renderMenu(collapsed: boolean) {
  return render(
    <MantineProvider env="test">
      <MemoryRouter>
        <nav aria-label="Main navigation">
          <NavMenu entries={entries} activePath="/reviews" collapsed={collapsed} hrefFor={(path) => `/as/9${path}`} />
        </nav>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('NavMenu', () => {
  it('gives every item a link named by its label, pointing at the prefixed path', () => {
    renderMenu(false);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Reviews' }).getAttribute('href')).toBe('/as/9/reviews');
    expect(within(nav).getByRole('link', { name: 'Ask tool' }).getAttribute('href')).toBe('/as/9/request-reviews');
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/as/9/settings');
    expect(within(nav).getByText('Review Analysis')).toBeTruthy();
    expect(within(nav).queryByText('Online Presence')).toBeNull();
  });

  it('marks the active item as the current page', () => {
    renderMenu(false);
    expect(screen.getByRole('link', { name: 'Reviews' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps the accessible names when collapsed, and drops section titles', () => {
    renderMenu(true);
    expect(screen.getByRole('link', { name: 'Location Performance' })).toBeTruthy();
    expect(screen.queryByText('Review Analysis')).toBeNull();
  });
});
