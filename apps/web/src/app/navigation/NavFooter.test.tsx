import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavFooter } from './NavFooter';

function renderFooter(shadowing: boolean) {
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <NavFooter
          collapsed={false}
          initials="AK"
          profileName="Avery King"
          profileHref={shadowing ? null : '/settings/profile'}
          profileActive={false}
          showLogout={!shadowing}
          showExitView={shadowing}
          onLogout={() => {}}
          onExitView={() => {}}
        />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('NavFooter', () => {
  it('links the profile and offers Log Out to a user in their own account', () => {
    renderFooter(false);
    expect(screen.getByRole('link', { name: 'Avery King' }).getAttribute('href')).toBe('/settings/profile');
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });

  it('hides the profile link and Log Out while shadowing, and offers Exit view', () => {
    renderFooter(true);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Exit view' })).toBeTruthy();
  });
});
