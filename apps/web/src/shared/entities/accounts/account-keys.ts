/**
 * Query keys of accounts. Everything about an account sits under `all`: invalidating it refreshes the account
 * itself, its child accounts and its setup progress (a location added or deleted changes them).
 */
export const accountKeys = {
  all: ['accounts'] as const,
  detail: (accountId: number) => ['accounts', 'detail', accountId] as const,
  children: (parentId: number, page: number) => ['accounts', 'children', parentId, page] as const,
  setupProgress: (accountId: number) => ['accounts', 'setup_progress', accountId] as const,
};
