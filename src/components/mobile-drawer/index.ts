export { MobileMenu, type MobileMenuProps } from './mobile-drawer';
