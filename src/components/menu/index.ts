export { Menu, MenuEntryItem, type MenuProps } from './menu';
