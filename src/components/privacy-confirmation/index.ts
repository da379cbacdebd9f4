export { PrivacyConfirmation } from './privacy-confirmation';
