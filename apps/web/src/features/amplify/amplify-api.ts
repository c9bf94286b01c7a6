import type { PublicWidget, WidgetBody, WidgetPreviewBody } from '@repute/domain';
import { createWidget, getWidget, listWidgets, previewWidget, replaceWidget } from '@repute/domain/contracts/amplify';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';

export const amplifyKeys = {
  all: (accountId: number) => ['amplify', accountId] as const,
  list: (accountId: number, keywords: string) => ['amplify', accountId, 'widgets', keywords] as const,
  detail: (accountId: number, id: number) => ['amplify', accountId, 'widget', id] as const,
  preview: (accountId: number, body: WidgetPreviewBody) => ['amplify', accountId, 'preview', body] as const,
  /** The widget form's pickers (locations, groups, featured reviews). */
  choices: (kind: 'locations' | 'groups' | 'reviews') => ['amplify', 'choices', kind] as const,
};

/** GET /amplify/widgets with page and keywords (spec 001 §7), a page at a time for infinite scroll. */
export function useWidgetsList(keywords: string, enabled: boolean) {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  return useInfiniteQuery({
    queryKey: amplifyKeys.list(accountId, keywords),
    queryFn: ({ pageParam }) =>
      callEndpoint(listWidgets, {
        query: { account_id: accountId, page: pageParam, ...(keywords ? { keywords } : {}) },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last._page < last._total_pages ? last._page + 1 : undefined),
    enabled: Boolean(auth) && enabled,
  });
}

export function useWidget(id: number | null) {
  const auth = useAuth();
  return useQuery({
    queryKey: amplifyKeys.detail(auth?.account_id ?? 0, id ?? 0),
    queryFn: () => callEndpoint(getWidget, { params: { id: id ?? 0 } }),
    enabled: Boolean(auth) && id !== null,
  });
}

export function useSaveWidget(id: number | null) {
  const auth = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WidgetBody) =>
      id === null ? callEndpoint(createWidget, { body }) : callEndpoint(replaceWidget, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: amplifyKeys.all(auth?.account_id ?? 0) }),
  });
}

/** The server renders the preview with the code of the embed, so what the builder shows is what a site gets. */
export function useWidgetPreview(body: WidgetPreviewBody) {
  const auth = useAuth();
  return useQuery({
    queryKey: amplifyKeys.preview(auth?.account_id ?? 0, body),
    // The server declares no schema for the preview's answer (the embed's PublicWidget): the one cast left here.
    queryFn: () => callEndpoint(previewWidget, { body }) as Promise<PublicWidget>,
    enabled: Boolean(auth),
    placeholderData: (previous) => previous,
  });
}
