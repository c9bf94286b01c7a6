import { notFound } from '../errors';
import type { Caller } from './caller';

/**
 * The spec's parent views (spec 000 §2, §6): a user of a parent (partner) account reads its child accounts,
 * their reviews (child reviews, reviews without responses) and shadows them. Only these views pass one.
 */
export type ParentView = {
  /** Is `childId` a child account of `parentId`? The accounts module answers it (AccountsService.isChildOf). */
  isChildOf: (parentId: number, childId: number) => Promise<boolean>;
  /** Shadowing opens a child account only: a parent account does not shadow itself. */
  childrenOnly?: boolean;
};

/**
 * The one answer to "which account does this call read or write?". The requested id comes from the path,
 * the query (`account_id`) or the body; none means the caller's own account. The caller's own account is
 * in scope; with a parent view, so is a child of the caller's parent account. Any other id answers 404, the
 * same as an account that does not exist: a caller never learns that another account's id is taken.
 */
export async function accountInScope(
  caller: Caller,
  requested: number | undefined,
  parentView?: ParentView,
): Promise<number> {
  const own = requested === undefined || requested === caller.accountId;
  if (own && !parentView?.childrenOnly) return caller.accountId;
  if (!own && parentView && caller.isParent && (await parentView.isChildOf(caller.accountId, requested))) {
    return requested;
  }
  throw notFound('Account not found');
}
