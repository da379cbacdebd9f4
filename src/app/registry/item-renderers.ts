import { lazy, type ComponentType } from 'react';
import type { ItemRenderer, ItemRendererProps } from '@/engine/blocks';

type Module = Record<string, unknown>;

/** Bespoke components load with the first screen that shows them, never on the boot path. */
function lazyNamed(load: () => Promise<Module>, name: string): ItemRenderer {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<ItemRendererProps> }));
}

const contentTiles = () => import('@/components/content-tiles');
const couponRenderers = () => import('./coupon-renderers');

export const itemRenderers: Record<string, ItemRenderer> = {
  'coupon-tile': lazyNamed(couponRenderers, 'CouponTileItem'),
  'coupon-detail': lazyNamed(couponRenderers, 'CouponDetailItem'),
  'perk-tile': lazyNamed(contentTiles, 'PerkTile'),
  'reward-tile': lazyNamed(contentTiles, 'RewardTile'),
  'leaflet-tile': lazyNamed(contentTiles, 'LeafletTile'),
  'news-item': lazyNamed(contentTiles, 'NewsItem'),
  'receipt-card': lazyNamed(contentTiles, 'ReceiptCard'),
  'reward-detail': lazyNamed(() => import('@/components/reward-detail'), 'RewardDetail'),
  'news-article': lazyNamed(() => import('@/components/news-article'), 'NewsArticle'),
  'loyalty-card': lazyNamed(() => import('@/components/loyalty-card'), 'LoyaltyCard'),
  consent: lazyNamed(() => import('@/components/consent'), 'ConsentScreen'),
  'account-access': lazyNamed(() => import('@/components/account-access'), 'AccountAccess'),
  'email-confirmation': lazyNamed(() => import('@/components/email-confirmation'), 'EmailConfirmation'),
  'verification-resend': lazyNamed(() => import('@/components/email-confirmation'), 'VerificationResend'),
  'sms-resend': lazyNamed(() => import('@/components/sms-resend'), 'SmsResend'),
};
