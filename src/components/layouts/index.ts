export {
  AuthLayout,
  ConsentLayout,
  PageLayout,
  PageSingle,
  PageTwoColumn,
  SINGLE_COLUMN_RESERVED_PX,
  type PageLayoutProps,
} from './page-layouts';
export { PortalShell, type PortalShellProps } from './portal-shell';
