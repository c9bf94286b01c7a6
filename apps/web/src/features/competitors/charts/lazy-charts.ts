import { lazyNamed } from '../../../shared/lib/lazy-named';

/** recharts loads in a chunk of its own, after the page: the tables need none of it. */
export const LazyQuadrantChart = lazyNamed(() => import('./QuadrantChart'), 'QuadrantChart');
export const LazyTrendChart = lazyNamed(() => import('./TrendChart'), 'TrendChart');
export const LazyHistoryChart = lazyNamed(() => import('./HistoryChart'), 'HistoryChart');
