import { DEFAULT_WIDGET_SETTINGS, WIDGET_TYPES, type WidgetSettings, type WidgetType } from '@repute/domain';
import { and, eq } from 'drizzle-orm';
import { createAmplifyRepo } from '../modules/amplify/amplify.repo';
import type { Database } from '../platform/db/client';
import { locations } from '../platform/db/schema';
import type { DemoAccount } from './demo-accounts';

const DEMO_WIDGET_NAMES: Record<WidgetType, string> = {
  teaser: 'Home page carousel',
  full_page: 'Reviews page feed',
  star_snapshot: 'Footer star rating',
  location_info: 'Headquarters card',
};

/**
 * One widget of each type for a demo account with locations, made once when the account is created (a widget
 * the demo user deletes stays deleted): CREATED WIDGETS is filled and each has a working public embed. The
 * location card presents the headquarters.
 */
export async function seedDemoWidgets(db: Database, accountId: number, demo: DemoAccount): Promise<void> {
  const headquarters = demo.locations.find((location) => location.isHeadquarters) ?? demo.locations[0];
  if (!headquarters) return;
  const [place] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.accountId, accountId), eq(locations.name, headquarters.name)));
  const repo = createAmplifyRepo(db);
  for (const widgetType of WIDGET_TYPES) {
    const settings: WidgetSettings =
      widgetType === 'location_info' && place
        ? { ...DEFAULT_WIDGET_SETTINGS, location_ids: [place.id] }
        : DEFAULT_WIDGET_SETTINGS;
    await repo.insert(accountId, { name: DEMO_WIDGET_NAMES[widgetType], widgetType, settings });
  }
}
