import type { DataSource, DataSourceParams } from '@/engine/blocks';
import { couponQuery } from '@/lib/api/operations/get-coupon';
import { currentConsentTextQuery } from '@/lib/api/operations/get-current-consent-text';
import { deliveryAddressQuery } from '@/lib/api/operations/get-delivery-address';
import { newsArticleQuery } from '@/lib/api/operations/get-news-article';
import { pageQuery } from '@/lib/api/operations/get-page';
import { pageHtmlQuery } from '@/lib/api/operations/get-page-html';
import { rewardQuery } from '@/lib/api/operations/get-reward';
import { userQuery } from '@/lib/api/operations/get-user';
import { withParams } from '@/lib/api/params-v2';
import { couponsQuery } from '@/lib/api/operations/list-coupons';
import { deliveryAddressesQuery } from '@/lib/api/operations/list-delivery-addresses';
import { invoicesQuery } from '@/lib/api/operations/list-invoices';
import { leafletsQuery } from '@/lib/api/operations/list-leaflets';
import { newsQuery } from '@/lib/api/operations/list-news';
import { perksQuery } from '@/lib/api/operations/list-perks';
import { receiptsQuery } from '@/lib/api/operations/list-receipts';
import { rewardsQuery } from '@/lib/api/operations/list-rewards';
import { transactionsQuery } from '@/lib/api/operations/list-transactions';
import { walletTransactionsQuery } from '@/lib/api/operations/list-wallet-transactions';

/** News of the web channel (demo and real backends tag messages by channel slug). */
export const NEWS_CHANNEL_SLUGS = ['web'];

const id = (params: DataSourceParams) => String(params.id ?? '');
const optional = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Every data source a screen may name, mapped to the one operation file that serves it. */
export const dataSources: Record<string, DataSource> = {
  coupons: { kind: 'paged', query: () => couponsQuery() },
  popularCoupons: { kind: 'paged', query: () => couponsQuery() },
  coupon: { kind: 'single', query: (params) => couponQuery(id(params)) },
  rewards: { kind: 'paged', query: () => rewardsQuery() },
  popularRewards: { kind: 'paged', query: () => rewardsQuery() },
  reward: { kind: 'single', query: (params) => rewardQuery(id(params)) },
  perks: { kind: 'paged', query: () => perksQuery() },
  leaflets: { kind: 'paged', query: () => leafletsQuery() },
  news: { kind: 'paged', query: () => newsQuery(NEWS_CHANNEL_SLUGS) },
  newsArticle: { kind: 'single', query: (params) => newsArticleQuery(id(params)) },
  transactions: { kind: 'paged', query: () => transactionsQuery() },
  walletTransactions: { kind: 'paged', query: (params) => walletTransactionsQuery(optional(params.walletId)) },
  receipts: { kind: 'paged', query: () => receiptsQuery() },
  invoices: {
    kind: 'paged',
    query: (params) => invoicesQuery(optional(params.status) as Parameters<typeof invoicesQuery>[0]),
  },
  deliveryAddresses: { kind: 'paged', query: () => deliveryAddressesQuery() },
  deliveryAddress: { kind: 'single', query: (params) => deliveryAddressQuery(id(params)) },
  user: { kind: 'single', query: () => userQuery() },
  /** The member with params_v2 entries as fields: pre-fills forms with operator-added fields. */
  profile: { kind: 'single', query: () => ({ ...userQuery(), select: withParams }) },
  /** The current version of a consent's text (title, sanitised-on-show HTML, version id). */
  consentText: { kind: 'single', query: (params) => currentConsentTextQuery(id(params)) },
  page: { kind: 'single', query: (params) => pageQuery(id(params)) },
  pageHtml: { kind: 'single', query: (params) => pageHtmlQuery(id(params)) },
};
