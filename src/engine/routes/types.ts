// The route table's shape, mirroring schemas/routes.schema.json (route-table.test.ts validates the
// default table against that schema and reads it through these types, so the two cannot drift).
import type { RouteSettings, SettingName } from './route-settings';

export type { RouteSettings, SettingName };

export type RouteAccess = 'public' | 'member' | 'visitor' | 'any';
export type RouteLayout = 'page-two-column' | 'page-single' | 'auth' | 'consent' | 'bare';

/** true / false: the setting must have that value; null: only while the setting is loading. */
export type SettingsCondition = Partial<Record<SettingName, boolean | null>>;
export type ChoiceCondition = SettingsCondition & { signedIn?: boolean };

export interface RouteChoice {
  when?: ChoiceCondition;
  screen: string;
  layout: RouteLayout;
}

interface RouteBase {
  path: string;
  access: RouteAccess;
  when?: SettingsCondition;
  redirect?: string;
  /** Hidden by the operator: as if absent (left out of the resolved table, so links to it go). */
  hidden?: boolean;
}

export type RouteDefinition =
  | (RouteBase & { screen: string; layout: RouteLayout; choices?: never })
  | (RouteBase & { choices: RouteChoice[]; screen?: never; layout?: never });

export interface RouteTable {
  $schema?: string;
  routes: RouteDefinition[];
}

/** The session as the route resolver needs it (the shape of useSession()). */
export interface RouteSession {
  token?: string | null;
  logged?: boolean;
}

/** A route of the current settings and session, ready for the router. */
export interface ActiveRoute {
  path: string;
  screen: string;
  layout: RouteLayout;
  access: RouteAccess;
  /** Set when the session may not open this route: render a redirect there instead. */
  redirectTo?: string;
}
