import defaultTable from '../../../channel-presets/default/routes.json';
import type { RouteTable } from './types';

/** The default preset's route table (validated against schemas/routes.schema.json by the tests and the preset CLI). */
export const defaultRouteTable = defaultTable as RouteTable;
