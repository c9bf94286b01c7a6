import type { ScheduledExport } from '@repute/domain';
import { SCHEDULED_EXPORT_MESSAGES } from '@repute/domain/scheduled-exports';

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The Email Frequency column: Daily, Weekly on Monday, Monthly on day 31. */
export function frequencyLabel(
  item: Pick<ScheduledExport, 'email_frequency' | 'scheduled_day' | 'scheduled_day_of_month'>,
) {
  if (item.email_frequency === 'weekly') return `Weekly on ${capitalized(item.scheduled_day)}`;
  if (item.email_frequency === 'monthly') return `Monthly on day ${item.scheduled_day_of_month}`;
  return 'Daily';
}

/** The pages fromPage may name, and where going back leads (spec 000 §2). */
const FROM_PAGES: Record<string, string> = {
  groupPerformance: '/dashboard',
  locationPerformance: '/dashboard/locations',
  dashboard: '/dashboard',
  reviews: '/reviews',
  keywords: '/dashboard/keywords',
  competitors: '/competitors',
};

/** 'groupPerformance' reads 'Group Performance'. */
function pageName(fromPage: string): string {
  return fromPage.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());
}

/** 'Back to {previous page}' for a page the screen knows, else 'Back to Account & Settings'. */
export function backLink(fromPage: string | null): { to: string; label: string } {
  const to = fromPage ? FROM_PAGES[fromPage] : undefined;
  if (!fromPage || !to) return { to: '/settings', label: SCHEDULED_EXPORT_MESSAGES.backToSettings };
  return { to, label: `Back to ${pageName(fromPage)}` };
}
