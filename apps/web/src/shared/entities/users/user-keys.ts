/** Query keys of users and user types. */
export const userKeys = {
  lists: ['users', 'list'] as const,
  list: (accountId: number, page: number, keywords: string) => ['users', 'list', accountId, page, keywords] as const,
  detail: (userId: number) => ['users', 'detail', userId] as const,
  types: ['user_types'] as const,
};
