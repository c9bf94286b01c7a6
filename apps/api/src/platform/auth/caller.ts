import type { AccountStatus, Permissions, UserTypeId } from '@repute/domain';
import type { ApiScope } from '@repute/domain/api-access';

/** Who is calling, resolved once per request from the Basic credentials. */
export type Caller = {
  tokenId: number;
  token: string;
  userId: number;
  accountId: number;
  email: string;
  userTypeId: UserTypeId;
  permissions: Permissions;
  accountStatus: AccountStatus;
  accountActive: boolean;
  parentAccountId: number | null;
  isParent: boolean;
  isShadowing: boolean;
  isImpersonated: boolean;
  /** The operator's staff member acting as this user (decision 0159): the audit log names both. */
  impersonator: { userId: number; email: string } | null;
  isAccountOwner: boolean;
  isWhitelabel: boolean;
  /** The account's IANA time zone, read with the session: the date rules of most reads need it. */
  accountTimeZone: string;
  /**
   * A call with an API token (decision 0160): the token's scopes, which `permissions` is already narrowed to; the
   * policy check refuses such a caller every route that needs no permission. Absent for a signed-in session.
   */
  apiScopes?: readonly ApiScope[];
  /** With apiScopes: what the call came through, for the audit log ('api token rpt_ab12…', 'oauth client Zapier'). */
  apiVia?: string;
};
