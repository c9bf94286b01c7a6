import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../shared/ui/PageLoader';

/** Screens without navigation: sign-in, password, error and diagnostics pages. */
export function PublicLayout() {
  return (
    <Box component="main" mih="100vh" bg="gray.0">
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
