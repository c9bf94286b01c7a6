/** What other features use of reports: the partner's dashboard charts on the accounts screen. */
export { PartnerDashboardCharts } from './components/PartnerDashboardCharts';
