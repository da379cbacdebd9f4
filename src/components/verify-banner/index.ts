export { VerifyBanner, type VerifyBannerProps } from './verify-banner';
export { bannerReducer, bannerVisible, useVerifyBanner, type BannerInputs, type BannerState } from './banner-state';
