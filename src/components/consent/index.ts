export { ConsentSigning } from './consent-signing';
export { ConsentDocuments } from './consent-documents';
export { ConsentTermsModal, CONSENT_MODAL_WIDTH, type ConsentTermsModalProps } from './consent-terms-modal';
export { ConsentTextPane, CONSENT_PANE_HEIGHT, useConsentPane, type ConsentTextPaneProps } from './consent-text-pane';
export { FooterConsentModal, type FooterConsentModalProps } from './footer-consent-modal';
export { ConsentList, mergeConsents } from './consent-list';
