export { DealsSidebar } from './deals-sidebar';
export { DashboardDeals } from './dashboard-deals';
