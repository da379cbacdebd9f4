import defaultTable from '../../../channel-presets/default/routes.json';
import type { RouteTable } from './types';

export { resolveRoutes, conditionHolds, isSignedIn } from './resolve-routes';
export { mergeRouteTables } from './merge-routes';
export { routeSettings, type RouteSettingsSections } from './route-settings';
export { menuEntries, itemEntry, itemTarget, type MenuEntry, type MenuSections } from './menu';
export type * from './types';

/** The default preset's route table (validated against schemas/routes.schema.json by the tests and the preset CLI). */
export const defaultRouteTable = defaultTable as RouteTable;
export { linkAvailability, LinkAvailabilityProvider, useLinkAvailability, type LinkAvailability } from './available';
