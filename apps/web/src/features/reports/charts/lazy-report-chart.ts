import { lazyNamed } from '../../../shared/lib/lazy-named';

/** recharts loads after the page: the figures and the tables need none of it. */
export const LazyReportChart = lazyNamed(() => import('./ReportChart'), 'ReportChart');
