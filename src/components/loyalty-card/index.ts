export { LoyaltyCard, CARD_REQUEST_PATH, ZOOM_DIALOG_WIDTH } from './loyalty-card';
export { CardVisual, CardPrintStyle, CARD_PRINT_CSS, groupCardNumber, PRINT_ATTRIBUTE, type CardVisualProps } from './card-visual';
export { PairCardForm, CARD_NUMBER_PATTERN, normaliseCardNumber } from './pair-card-form';
export { Barcode, type BarcodeProps } from './barcode';
export { barcodeBars, QUIET_ZONE, type Bar } from './barcode-modules';
