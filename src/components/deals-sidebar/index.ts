export { DealsSidebar } from './deals-sidebar';
