import {
  type AccountSettingCode,
  type PublicWidget,
  pageWindow,
  WIDGET_HEIGHTS,
  WIDGET_TYPE_SETTINGS,
  type Widget,
  type WidgetBody,
  type WidgetPreviewBody,
  type WidgetSelection,
  type WidgetSettings,
  type WidgetsQuery,
  type WidgetType,
  widgetSelection,
  widgetSettingsSchema,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { forbidden, notFound } from '../../platform/errors';
import type { AmplifyRepo, WidgetRow } from './amplify.repo';
import { publicReview, renderWidget } from './widget-html';

export type AmplifyDeps = {
  repo: AmplifyRepo;
  settingOn: (accountId: number, code: AccountSettingCode) => Promise<boolean>;
};

const toWidget = (row: WidgetRow): Widget => ({
  id: row.id,
  account_id: row.accountId,
  name: row.name,
  widget_type: row.widgetType,
  // Settings stored by an older version gain the defaults of fields added since.
  settings: widgetSettingsSchema.parse(row.settings),
  public_key: row.publicKey,
  height: WIDGET_HEIGHTS[row.widgetType],
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export type PublicAnswer = { etag: string; widget: PublicWidget };

/** Rendered answers by ETag: a widget whose reviews did not change is rendered once per process. */
const RENDERED_KEEP = 500;

/** Widgets CRUD (account-scoped) and the public, cacheable face of each widget. */
export function createAmplifyService({ repo, settingOn }: AmplifyDeps) {
  const rendered = new Map<string, PublicWidget>();

  async function own(caller: Caller, id: number) {
    const row = await repo.find(caller.accountId, id);
    if (!row) throw notFound('Widget not found');
    return row;
  }
  /** Writing a widget needs the account setting of its type: it depends on the body (amplify create is the route's). */
  async function assertWriter(caller: Caller, body: WidgetBody) {
    await accountInScope(caller, body.account_id);
    if (!(await settingOn(caller.accountId, WIDGET_TYPE_SETTINGS[body.widget_type]))) {
      throw forbidden('This widget type is not available on your account');
    }
  }
  const valuesOf = (body: WidgetBody) => ({ name: body.name, widgetType: body.widget_type, settings: body.settings });

  async function selectionOf(accountId: number, type: WidgetType, settings: WidgetSettings) {
    return widgetSelection(type, settings, await repo.groupLocationIds(accountId, settings.group_ids));
  }

  async function render(
    accountId: number,
    type: WidgetType,
    settings: WidgetSettings,
    selection: WidgetSelection,
    stamp: { average: number | null; count: number },
  ): Promise<PublicWidget> {
    const [reviews, location] = await Promise.all([
      repo.reviews(accountId, selection),
      type === 'location_info' ? repo.location(accountId, selection) : undefined,
    ]);
    return {
      type,
      height: WIDGET_HEIGHTS[type],
      rating: stamp.average === null ? null : Math.round(stamp.average * 100) / 100,
      count: stamp.count,
      reviews: reviews.map(publicReview),
      html: renderWidget({ type, settings, average: stamp.average, count: stamp.count, reviews, location }),
    };
  }

  return {
    async list(caller: Caller, query: WidgetsQuery) {
      await accountInScope(caller, query.account_id);
      const { rows, total } = await repo.list(caller.accountId, query.keywords?.trim() || undefined, pageWindow(query));
      return { rows: rows.map(toWidget), total };
    },
    async get(caller: Caller, id: number) {
      return toWidget(await own(caller, id));
    },
    async create(caller: Caller, body: WidgetBody) {
      await assertWriter(caller, body);
      return toWidget(await repo.insert(caller.accountId, valuesOf(body)));
    },
    async update(caller: Caller, id: number, body: WidgetBody) {
      await assertWriter(caller, body);
      await own(caller, id);
      const row = await repo.update(caller.accountId, id, valuesOf(body));
      if (!row) throw notFound('Widget not found');
      return toWidget(row);
    },
    async remove(caller: Caller, id: number) {
      const row = await own(caller, id);
      await repo.remove(caller.accountId, id);
      return toWidget(row);
    },

    /**
     * The published face of a widget, or undefined for a key that names none (deleted or never made). The ETag
     * is the widget's last edit and its reviews' count and last change: a new matching review changes it, so an
     * auto-publishing widget shows the review at the next revalidation without anybody editing it.
     */
    async publicWidget(publicKey: string): Promise<PublicAnswer | undefined> {
      const row = await repo.findByKey(publicKey);
      if (!row) return undefined;
      const settings = widgetSettingsSchema.parse(row.settings);
      const selection = await selectionOf(row.accountId, row.widgetType, settings);
      const stamp = await repo.stamp(row.accountId, selection);
      const etag = `${row.id}-${row.updatedAt.getTime()}-${stamp.all}-${Date.parse(stamp.changed) || 0}`;
      const cached = rendered.get(etag);
      if (cached) return { etag, widget: cached };
      const widget = await render(row.accountId, row.widgetType, settings, selection, stamp);
      if (rendered.size >= RENDERED_KEEP) rendered.delete(rendered.keys().next().value as string);
      rendered.set(etag, widget);
      return { etag, widget };
    },

    /** The builder's live preview of unsaved settings, from the account's own reviews. */
    async preview(caller: Caller, body: WidgetPreviewBody): Promise<PublicWidget> {
      await accountInScope(caller, body.account_id);
      const selection = await selectionOf(caller.accountId, body.widget_type, body.settings);
      const stamp = await repo.stamp(caller.accountId, selection);
      return render(caller.accountId, body.widget_type, body.settings, selection, stamp);
    },
  };
}

export type AmplifyService = ReturnType<typeof createAmplifyService>;
