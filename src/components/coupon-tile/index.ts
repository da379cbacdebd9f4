export { CouponTile } from './coupon-tile';
export { CouponAction, CouponButton, couponPath, type CouponButtonProps } from './coupon-action';
export { ActivationDialog, AFTER_ACTIVATION_PATH, type ActivationDialogProps } from './activation-dialog';
export { CouponRibbon, Ribbon, type RibbonProps } from './ribbon';
export { CouponValidity, Validity } from './validity';
export { couponTimeKey, useCouponClock } from './use-coupon-clock';
export { CouponCode, CouponDeactivate } from './coupon-code';
