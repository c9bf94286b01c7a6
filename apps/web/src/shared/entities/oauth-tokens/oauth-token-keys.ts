/** Query keys of OAuth tokens: the dashboard reads them, the integrations page changes them. */
export const oauthTokenKeys = {
  all: ['oauth_tokens'] as const,
  ofAccount: (accountId: number) => ['oauth_tokens', accountId] as const,
};
