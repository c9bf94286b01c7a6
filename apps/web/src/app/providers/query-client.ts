import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorText, isApiError } from '../../shared/api/api-error';
import { isReportableLoaderError, reportError } from '../../shared/error-tracking/error-reporting';
import { FALLBACK_ERROR_MESSAGE } from '../../shared/ui/messages';
import { toast } from '../../shared/ui/toast';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Alert text for a failure; the server's error text is appended after a colon. */
      errorMessage?: string;
      /** The screen shows this failure itself (form errors): no toast. */
      silent?: boolean;
    };
  }
}

function isClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/**
 * Server data lives only here. A failed change shows an alert with the server's text (spec 000 §8);
 * a 401 stays silent since the session is already being closed.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && !isClientError(error),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
    // A loader's failure goes to error tracking, but for 401 and 404 (spec 000 §8).
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isReportableLoaderError(error)) reportError(error, { kind: 'loader', query: String(query.queryKey[0]) });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent || (isApiError(error) && error.status === 401)) return;
        const message = mutation.meta?.errorMessage;
        if (message) toast.alert(message, { error });
        else toast.alert(errorText(error) ?? FALLBACK_ERROR_MESSAGE);
      },
    }),
  });
}
