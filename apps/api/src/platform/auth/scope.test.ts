import { describe, expect, it } from 'vitest';
import type { Caller } from './caller';
import { accountInScope } from './scope';

const caller = (accountId: number, isParent = false) => ({ accountId, isParent }) as Caller;

/** Account 10 is the parent of 11 and 12. */
const isChildOf = async (parentId: number, childId: number) => parentId === 10 && (childId === 11 || childId === 12);

async function statusOf(call: Promise<number>) {
  return call.then(
    (id) => id,
    (error: { statusCode: number; message: string }) => `${error.statusCode} ${error.message}`,
  );
}

describe('accountInScope', () => {
  it("answers the caller's own account when none or its own id is asked for", async () => {
    expect(await accountInScope(caller(7), undefined)).toBe(7);
    expect(await accountInScope(caller(7), 7)).toBe(7);
    expect(await accountInScope(caller(10, true), 10, { isChildOf })).toBe(10);
  });

  it("answers 404 'Account not found' for any other account", async () => {
    expect(await statusOf(accountInScope(caller(7), 8))).toBe('404 Account not found');
    // Without a parent view even a parent's child is out of scope.
    expect(await statusOf(accountInScope(caller(10, true), 11))).toBe('404 Account not found');
  });

  it("opens a parent's children in the parent views, and nothing else", async () => {
    expect(await accountInScope(caller(10, true), 11, { isChildOf })).toBe(11);
    expect(await statusOf(accountInScope(caller(10, true), 13, { isChildOf }))).toBe('404 Account not found');
    // A child does not see its parent, nor its siblings; a non-parent sees no children.
    expect(await statusOf(accountInScope(caller(11), 10, { isChildOf }))).toBe('404 Account not found');
    expect(await statusOf(accountInScope(caller(11), 12, { isChildOf }))).toBe('404 Account not found');
    expect(await statusOf(accountInScope(caller(10, false), 11, { isChildOf }))).toBe('404 Account not found');
  });

  it('shadowing opens a child only, not the own account', async () => {
    expect(await accountInScope(caller(10, true), 12, { isChildOf, childrenOnly: true })).toBe(12);
    expect(await statusOf(accountInScope(caller(10, true), 10, { isChildOf, childrenOnly: true }))).toBe(
      '404 Account not found',
    );
  });
});
