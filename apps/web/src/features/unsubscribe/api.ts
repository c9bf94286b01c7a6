import type { UnsubscribeList, UnsubscribeState } from '@repute/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';

/** The signed link's parts: the list and subscription in the path, the recipient and signature in the query. */
export type UnsubscribeLink = { list: UnsubscribeList; id: string; email: string; token: string };

const pathOf = (link: UnsubscribeLink) => `/unsubscribe/${link.list}/${encodeURIComponent(link.id)}`;
const queryOf = (link: UnsubscribeLink) => ({ email: link.email, token: link.token });

export const unsubscribeKeys = {
  state: (link: UnsubscribeLink) => ['unsubscribe', link.list, link.id, link.email, link.token] as const,
};

export function useUnsubscribeState(link: UnsubscribeLink) {
  return useQuery({
    queryKey: unsubscribeKeys.state(link),
    queryFn: () => api.get<UnsubscribeState>(pathOf(link), queryOf(link)),
    meta: { silent: true },
    retry: false,
  });
}

/** Unsubscribes (true) or subscribes again (false), and shows the answer as the page's state. */
export function useSetUnsubscribed(link: UnsubscribeLink) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unsubscribe: boolean) =>
      api.request<UnsubscribeState>({
        method: unsubscribe ? 'POST' : 'DELETE',
        path: pathOf(link),
        query: queryOf(link),
      }),
    meta: { silent: true },
    onSuccess: (state) => queryClient.setQueryData(unsubscribeKeys.state(link), state),
  });
}
