export { CouponDetail, type CouponDetailProps } from './coupon-detail';
