export { DealDrawer, type DealDrawerProps } from './deal-drawer';
export { parseDealLink, type DealButtonLink } from './deal-link';
export { useSidebarColors, type SidebarColors } from './sidebar-colors';
