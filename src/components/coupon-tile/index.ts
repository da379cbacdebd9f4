export { CouponTile, type CouponTileProps } from './coupon-tile';
export { CouponAction, couponPath, type CouponActionProps } from './coupon-action';
export { ActivationDialog, AFTER_ACTIVATION_PATH, type ActivationDialogProps } from './activation-dialog';
export { Ribbon, ribbonContent, type RibbonProps } from './ribbon';
export { Validity } from './validity';
export { couponTimeKey, useCouponClock } from './use-coupon-clock';
export { CouponCode, CouponDeactivate } from './coupon-code';
