import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { lazyNamed } from '../../shared/lib/lazy-named';
import { accessibleColorVariables } from './accessible-colors';
import { theme } from './theme';

// Toasts go through a store; the container that shows them loads after the first screen.
const ToastContainer = lazyNamed(() => import('./ToastContainer'), 'ToastContainer');

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={accessibleColorVariables} defaultColorScheme="light">
      <Suspense fallback={null}>
        <ToastContainer />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
