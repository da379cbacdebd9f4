// Deals, messages, leaflets and content pages.
import { authed, badPage, body, notFound, ok, open, pageOf, param, slice, type MemberHandlers } from './http';

/** `yyyy-MM-dd` (UTC) of an instant: the demo's plain dates (leaflets) are UTC dates. */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const contentHandlers = {
  listDeals: open(async ({ request, store }) => {
    const page = pageOf(await body(request));
    if (!page) return badPage();
    return ok('listDeals', { deals: slice(store.catalogue.deals, page), total: store.catalogue.deals.length });
  }),
  listNews: authed(async ({ request, store }) => {
    const payload = await body(request);
    const page = pageOf(payload);
    if (!page) return badPage();
    const filter = payload.filter as { channel_slug?: unknown } | undefined;
    const slugs = Array.isArray(filter?.channel_slug) ? (filter.channel_slug as unknown[]) : [];
    const news = store.catalogue.news
      .filter((n) => slugs.length === 0 || slugs.includes(n.channel_slug))
      .sort((a, b) => b.timestamp - a.timestamp);
    return ok('listNews', { news: slice(news, page), total: news.length });
  }),
  getNewsArticle: authed(({ params, store }) => {
    const article = store.catalogue.news.find((n) => n.id === param(params, 'id'));
    return article ? ok('getNewsArticle', { article }) : notFound();
  }),
  listLeaflets: open(async ({ request, store }) => {
    const page = pageOf(await body(request));
    if (!page) return badPage();
    // Only leaflets still valid on the demo clock's date: an expired one is not offered.
    const today = dayOf(store.now());
    const leaflets = store.catalogue.leaflets.filter((l) => !l.valid_until || l.valid_until.slice(0, 10) >= today);
    return ok('listLeaflets', { leaflets: slice(leaflets, page), total: leaflets.length });
  }),
  getPage: open(({ params, store }) => {
    const found = store.catalogue.pages.find((p) => p.page.id === param(params, 'id'));
    return found ? ok('getPage', { page: found.page }) : notFound();
  }),
  getPageHtml: open(({ params, store }) => {
    const found = store.catalogue.pages.find((p) => p.page.id === param(params, 'id'));
    return found?.html != null ? ok('getPageHtml', { html: found.html }) : notFound();
  }),
} satisfies Partial<MemberHandlers>;
