import { lazy, type ComponentType } from 'react';
import type { ItemRenderer, ItemRendererProps } from '@/engine/blocks';

type Module = Record<string, unknown>;

/** Starts loading a renderer's chunk before React asks for it (import() shares the request). */
export const itemRendererPreloads: Record<string, () => Promise<unknown>> = {};

/** Bespoke components load with the first screen that shows them, never on the boot path. */
function lazyNamed(load: () => Promise<Module>, name: string): ItemRenderer {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<ItemRendererProps> }));
}

function entry(key: string, load: () => Promise<Module>, name: string): [string, ItemRenderer] {
  itemRendererPreloads[key] = load;
  return [key, lazyNamed(load, name)];
}

const contentTiles = () => import('@/components/content-tiles');
const couponRenderers = () => import('./coupon-renderers');

export const itemRenderers: Record<string, ItemRenderer> = Object.fromEntries([
  entry('coupon-tile', couponRenderers, 'CouponTileItem'),
  entry('coupon-ribbon', couponRenderers, 'CouponRibbonItem'),
  entry('coupon-validity', couponRenderers, 'CouponValidityItem'),
  entry('coupon-action', couponRenderers, 'CouponActionItem'),
  entry('coupon-deactivate', couponRenderers, 'CouponDeactivateItem'),
  entry('coupon-code', couponRenderers, 'CouponCodeItem'),
  entry('perk-tile', contentTiles, 'PerkTile'),
  entry('reward-tile', contentTiles, 'RewardTile'),
  entry('leaflet-tile', contentTiles, 'LeafletTile'),
  entry('news-item', contentTiles, 'NewsItem'),
  entry('receipt-card', contentTiles, 'ReceiptCard'),
  entry('reward-selection', () => import('@/components/reward-selection'), 'RewardSelection'),
  entry('loyalty-card', () => import('@/components/loyalty-card'), 'LoyaltyCard'),
  entry('consent-signing', () => import('@/components/consent'), 'ConsentSigning'),
  entry('account-access', () => import('@/components/account-access'), 'AccountAccess'),
  entry('email-confirmation', () => import('@/components/email-confirmation'), 'EmailConfirmation'),
  entry('verification-resend', () => import('@/components/email-confirmation'), 'VerificationResend'),
  entry('sms-resend', () => import('@/components/sms-resend'), 'SmsResend'),
]);
