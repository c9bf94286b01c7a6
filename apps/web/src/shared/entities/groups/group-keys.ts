import type { GroupListQuery } from './group-list-query';

/** Query keys of groups. */
export const groupKeys = {
  all: ['groups'] as const,
  list: (accountId: number, query: GroupListQuery) => ['groups', 'list', accountId, query] as const,
  detail: (id: number) => ['groups', 'detail', id] as const,
};
