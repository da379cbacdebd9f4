export { CustomCss, CUSTOM_CSS_ELEMENT_ID } from './custom-css';
export { ScrollToTop } from './scroll-to-top';
export { RouteFocus } from './route-focus';
export { SkipLink, MAIN_CONTENT_ID } from './skip-link';
export { BellIcon, CardIcon, CloseIcon, FacebookIcon, InstagramIcon, MenuIcon, TikTokIcon, UserIcon } from './icons';
