export { LoyaltyCard, CARD_REQUEST_PATH, ZOOM_DIALOG_WIDTH, useCardHolder } from './loyalty-card';
export { CardVisual, groupCardNumber, type CardVisualProps } from './card-visual';
export { PairCardForm } from './pair-card-form';
export { Barcode, type BarcodeProps } from './barcode';
export { barcodeBars, QUIET_ZONE, type Bar } from './barcode-modules';
