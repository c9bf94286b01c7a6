import {
  type Account,
  type AccountPatch,
  type AccountSettingCode,
  DEFAULT_TIME_ZONE,
  daysLeftInTrial,
  isKnownTimeZone,
  type Paging,
  pageWindow,
  type SetupProgress,
  sourceByCode,
  type Whitelabel,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { notFound } from '../../platform/errors';
import type { AccountRow, AccountsRepo } from './accounts.repo';

/** Repute's own colors, answered by /mywhitelabel for accounts without white-label settings. */
export const DEFAULT_THEME: Whitelabel = {
  navigation_background_color: '#1f2a44',
  main_text_color: '#c9d3e6',
  active_text_color: '#ffffff',
  background_hover_color: '#2c3b5e',
  hover_text_color: '#ffffff',
  logo_left: null,
  support_email: null,
  custom_domain: null,
};

function catalogueId(code: string): number {
  const source = sourceByCode(code);
  if (!source) throw new Error(`source ${code} missing from the catalogue`);
  return source.id;
}

const GOOGLE_SOURCE_ID = catalogueId('google');
const FACEBOOK_SOURCE_ID = catalogueId('facebook');

export function toAccount(row: AccountRow, totalLocations: number): Account {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    trial_started_at: row.trialStartedAt?.toISOString() ?? null,
    trial_ended_at: row.trialEndedAt?.toISOString() ?? null,
    daysLeftInTrial: row.status === 'trial' ? daysLeftInTrial(row.trialEndedAt) : -1,
    total_locations: totalLocations,
    segment: row.segment,
    parent_id: row.parentId,
    billing_provider: row.billingProvider,
    account_vertical_name: row.accountVerticalName,
    customer_success_manager_id: row.customerSuccessManagerId,
    customer_success_manager_name: row.customerSuccessManagerName,
    review_status_label_id: row.reviewStatusLabelId,
    is_parent: row.isParent,
    is_whitelabel: row.isWhitelabel,
  };
}

type WhitelabelRow = NonNullable<Awaited<ReturnType<AccountsRepo['whitelabelFor']>>>;

export function toWhitelabel(row: WhitelabelRow): Whitelabel {
  return {
    navigation_background_color: row.navigationBackgroundColor,
    main_text_color: row.mainTextColor,
    active_text_color: row.activeTextColor,
    background_hover_color: row.backgroundHoverColor,
    hover_text_color: row.hoverTextColor,
    logo_left: row.logoLeft,
    support_email: row.supportEmail,
    custom_domain: row.customDomain,
  };
}

/** An account's name and the white-label brand it wears, if any (the partner's name with its settings). */
export type Branding = { accountName: string; whitelabel?: { settings: Whitelabel; partnerName: string } };

/** What the other modules know of an account's setup (spec 000 §3 "Setup progress"), each from its own tables. */
export type SetupFacts = {
  teammatesCount: (accountId: number) => Promise<number>;
  hasSynced: (accountId: number, sourceId: number) => Promise<boolean>;
  hasLiveToken: (accountId: number, sourceId: number) => Promise<boolean>;
  responsesExist: (accountId: number) => Promise<boolean>;
  campaignsExist: (accountId: number) => Promise<boolean>;
};

/** How many locations each account has: the locations module's answer. */
export type LocationCounts = (accountIds: number[]) => Promise<Map<number, number>>;

export function createAccountsService(repo: AccountsRepo, setupFacts: SetupFacts, locationCounts: LocationCounts) {
  async function withLocationCounts(rows: AccountRow[]): Promise<Account[]> {
    const counts = await locationCounts(rows.map((row) => row.id));
    return rows.map((row) => toAccount(row, counts.get(row.id) ?? 0));
  }

  /** A caller sees its own account and, from a parent account, its children; anything else is 404. */
  async function visibleAccount(caller: Caller, id: number): Promise<AccountRow> {
    const row = await repo.findAccount(await accountInScope(caller, id, { isChildOf: repo.isChildOf }));
    if (!row) throw notFound('Account not found');
    return row;
  }

  async function visibleAccountWithCount(caller: Caller, id: number): Promise<Account> {
    const [account] = await withLocationCounts([await visibleAccount(caller, id)]);
    if (!account) throw notFound('Account not found');
    return account;
  }

  return {
    visibleAccount,
    isChildOf: repo.isChildOf,

    /** The account's time zone, for work done without a caller (scheduled exports); the default when unknown. */
    timeZoneOf: async (accountId: number) => {
      const stored = (await repo.findAccount(accountId))?.timeZone;
      return stored && isKnownTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;
    },

    /** The account's vertical (restaurant, healthcare, ...): which experience categories its reviews are read in. */
    verticalOf: async (accountId: number) => (await repo.findAccount(accountId))?.accountVerticalName ?? null,

    /** A child account's name and its partner's (decision 0144); undefined for an account without a parent. */
    async partnerOf(accountId: number): Promise<{ accountName: string; partnerName: string } | undefined> {
      const account = await repo.findAccount(accountId);
      const parent = account?.parentId ? await repo.findAccount(account.parentId) : undefined;
      if (!account || !parent?.isParent) return undefined;
      return { accountName: account.name, partnerName: parent.name };
    },

    /** The account's name, for e-mails sent on its behalf ('' when it is gone). */
    nameOf: async (accountId: number) => (await repo.findAccount(accountId))?.name ?? '',

    /** The white-label settings that apply to the account (its own, else its partner's), if any. */
    async whitelabelOf(accountId: number): Promise<Whitelabel | undefined> {
      const row = await repo.whitelabelFor(accountId);
      return row ? toWhitelabel(row) : undefined;
    },

    /**
     * Who the account's messages speak as (decision 0117): its own name, and, when white-label settings apply, those
     * settings with the name of the account that holds them (the partner, or the account itself) as the brand.
     */
    async brandingOf(accountId: number): Promise<Branding> {
      const [account, row] = await Promise.all([repo.findAccount(accountId), repo.whitelabelFor(accountId)]);
      const accountName = account?.name ?? '';
      if (!row) return { accountName };
      const partnerName =
        row.accountId === accountId ? accountName : ((await repo.findAccount(row.accountId))?.name ?? '');
      return { accountName, whitelabel: { settings: toWhitelabel(row), partnerName } };
    },

    get: visibleAccountWithCount,

    /** PATCH /accounts/{id}: an admin's own account only, never a child's (decision 0133). */
    async patch(caller: Caller, id: number, input: AccountPatch) {
      const accountId = await accountInScope(caller, id);
      await repo.updateAccount(accountId, {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.account_vertical_name === undefined ? {} : { accountVerticalName: input.account_vertical_name }),
      });
      return visibleAccountWithCount(caller, accountId);
    },

    /** The children of the caller's own account (none unless it is a parent); another account's id is 404. */
    async listChildren(caller: Caller, parentId: number, paging: Paging) {
      const accountId = await accountInScope(caller, parentId);
      if (!caller.isParent) return { rows: [], total: 0 };
      const { rows, total } = await repo.listChildren(accountId, pageWindow(paging));
      return { rows: await withLocationCounts(rows), total };
    },

    /**
     * Setup progress (spec 000 §3), from what the account has done: Google reviews fetched (a Google sync
     * finished for one of its locations), reviews asked for (a campaign scheduled or sent), Facebook connected, a
     * teammate invited, a review answered. Stage 1 until Google reviews are in, 3 once every step is done, 2 in
     * between (spec 000 §4, decision 0132).
     */
    async setupProgress(caller: Caller, id: number): Promise<SetupProgress> {
      await visibleAccount(caller, id);
      const [teammates, googleSynced, facebookConnected, responsesExist, campaignsExist] = await Promise.all([
        setupFacts.teammatesCount(id),
        setupFacts.hasSynced(id, GOOGLE_SOURCE_ID),
        setupFacts.hasLiveToken(id, FACEBOOK_SOURCE_ID),
        setupFacts.responsesExist(id),
        setupFacts.campaignsExist(id),
      ]);
      const progress = {
        ask_campaigns_exist: campaignsExist,
        facebook_integration_exists: facebookConnected,
        multiple_users_in_account_exists: teammates > 1,
        responses_exist: responsesExist,
        google_url_scanned: googleSynced,
      };
      const stage = progress.google_url_scanned ? (Object.values(progress).every(Boolean) ? 3 : 2) : 1;
      return { ...progress, stage };
    },

    async settings(caller: Caller, accountId: number, paging: Paging) {
      await visibleAccount(caller, accountId);
      return repo.settings(accountId, pageWindow(paging));
    },

    /** An account setting read as a switch: only the string 'true' turns it on. */
    async settingOn(accountId: number, code: AccountSettingCode): Promise<boolean> {
      return (await repo.setting(accountId, code)) === 'true';
    },

    /**
     * Turns a switch on or off. Settings are the features an account has; only the few an account chooses for itself
     * are changed through another module's route, which says who may (decision 0129).
     */
    async setSettingOn(accountId: number, code: AccountSettingCode, on: boolean): Promise<void> {
      await repo.setSetting(accountId, code, on ? 'true' : 'false');
    },

    /** The caller's own account, for rules that depend on its state (trial, white-label, vertical, time zone). */
    async ownAccount(caller: Caller): Promise<AccountRow> {
      const row = await repo.findAccount(caller.accountId);
      if (!row) throw notFound('Account not found');
      return row;
    },

    async experiments(caller: Caller, accountId: number, paging: Paging) {
      await visibleAccount(caller, accountId);
      return repo.experiments(accountId, pageWindow(paging));
    },

    async myWhitelabel(caller: Caller): Promise<Whitelabel> {
      const row = await repo.whitelabelFor(caller.accountId);
      return row ? toWhitelabel(row) : DEFAULT_THEME;
    },

    async whitelabelsByDomain(customDomain: string): Promise<Whitelabel[]> {
      return (await repo.whitelabelsByDomain(customDomain)).map(toWhitelabel);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
