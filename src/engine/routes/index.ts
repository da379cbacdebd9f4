export { resolveRoutes, conditionHolds, isSignedIn } from './resolve-routes';
export { mergeRouteTables } from './merge-routes';
export { routeSettings, type RouteSettingsSections } from './route-settings';
export { menuEntries, itemEntry, itemTarget, type MenuEntry, type MenuSections } from './menu';
export { entryOrder, itemId, itemIndex, type Placed } from './entry-order';
export type * from './types';
export { defaultRouteTable } from './default-route-table';
export { linkAvailability, LinkAvailabilityProvider, useLinkAvailability, useRouteExists, type LinkAvailability } from './available';
