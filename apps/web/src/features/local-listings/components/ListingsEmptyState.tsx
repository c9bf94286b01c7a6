import { Anchor } from '@mantine/core';
import { LOCAL_LISTING_MESSAGES } from '@repute/domain';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { EmptyState } from '../../../shared/ui/EmptyState';

/** Spec 001 §2: no location matches, with the way to set locations up for Local Listings. */
export function ListingsEmptyState() {
  const appPath = useAppPath();
  return (
    <EmptyState title={LOCAL_LISTING_MESSAGES.emptyTitle}>
      <Anchor component={Link} to={appPath('/settings/locations?local_listing_walkthrough=true')}>
        {LOCAL_LISTING_MESSAGES.emptyHint}
      </Anchor>
    </EmptyState>
  );
}
