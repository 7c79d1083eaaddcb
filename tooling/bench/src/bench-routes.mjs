// The pages the budgets are measured on. A fixed path is measured as it is; a page of data (a
// Q&A entry, an article, an office) is the first page of its kind the product's own sitemap
// lists, so the bench follows the seeded data instead of naming an id.

/**
 * Initial JavaScript budgets in KB gzip: the home page must stay lightest, every other page a
 * visitor reaches from it within 140.
 * @type {Array<{ path?: string, sample?: RegExp, label?: string, budgetKb: number }>}
 */
export const INITIAL_JS_ROUTES = [
  { path: '/', budgetKb: 120 },
  { path: '/choice', budgetKb: 140 },
  { path: '/consulting', budgetKb: 140 },
  { path: '/faq', budgetKb: 140 },
  { label: 'a Q&A category', sample: /^\/faq\/(?!detail\/)[^/]+$/, budgetKb: 140 },
  { label: 'a Q&A entry', sample: /^\/faq\/detail\/\d+$/, budgetKb: 140 },
  { path: '/info', budgetKb: 140 },
  { label: 'an info article', sample: /^\/info\/\d+$/, budgetKb: 140 },
  { path: '/success', budgetKb: 140 },
  { label: 'a success case', sample: /^\/success\/\d+$/, budgetKb: 140 },
  {
    path: `/integrate?search=${encodeURIComponent('이혼')}&tab=${encodeURIComponent('전체')}`,
    budgetKb: 140,
  },
  { path: '/field/area', budgetKb: 140 },
  { path: '/map', budgetKb: 140 },
  { label: 'an office', sample: /^\/map\/[^/]+$/, budgetKb: 140 },
];

/**
 * The pages Lighthouse scores: home, the consultation pages a visitor reaches from it, and the
 * content pages people arrive on from search engines.
 */
export const LIGHTHOUSE_ROUTES = [
  { path: '/' },
  { path: '/choice' },
  { path: '/consulting' },
  { path: '/faq' },
  { label: 'a Q&A entry', sample: /^\/faq\/detail\/\d+$/ },
  { label: 'an info article', sample: /^\/info\/\d+$/ },
  { path: '/map' },
];

/**
 * The routes with each sample replaced by the first sitemap page its pattern matches.
 * @template {{ path?: string, sample?: RegExp, label?: string }} R
 * @param {string} origin
 * @param {R[]} routes
 * @returns {Promise<Array<R & { path: string }>>}
 */
export async function resolveRoutes(origin, routes) {
  const response = await fetch(`${origin}/sitemap.xml`);
  if (!response.ok) throw new Error(`GET /sitemap.xml answered ${response.status}`);
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url).pathname,
  );
  return routes.map((route) => {
    if (route.path) return { ...route, path: route.path };
    const path = paths.find((candidate) => route.sample?.test(candidate));
    if (!path) throw new Error(`the sitemap lists no page for ${route.label}`);
    return { ...route, path };
  });
}
