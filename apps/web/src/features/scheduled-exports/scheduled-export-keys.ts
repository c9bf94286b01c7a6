/** Query keys of scheduled exports: the manage screen's pages and one export the flyout edits. */
export const scheduledExportKeys = {
  all: ['scheduled_exports'] as const,
  list: (accountId: number, page: number, sortOrder: string | null) =>
    ['scheduled_exports', 'list', accountId, page, sortOrder] as const,
  detail: (id: number) => ['scheduled_exports', 'detail', id] as const,
  recipients: (accountId: number) => ['scheduled_exports', 'recipients', accountId] as const,
};
