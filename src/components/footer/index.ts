export { Footer, type FooterConsent, type FooterProps } from './footer';
