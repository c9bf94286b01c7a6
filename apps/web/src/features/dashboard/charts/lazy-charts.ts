import { lazyNamed } from '../../../shared/lib/lazy-named';

/**
 * The charts load on their own, after the page: recharts is the dashboard's largest dependency, and the
 * numbers above the charts need none of it.
 */
export const LazyMonthlyChart = lazyNamed(() => import('./MonthlyChart'), 'MonthlyChart');
export const LazySourcesPie = lazyNamed(() => import('./SourcesPie'), 'SourcesPie');
