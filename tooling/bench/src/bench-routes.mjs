// The pages the budgets are measured on. A fixed path is measured as it is; a page of data (a
// Q&A entry, an article, an office) is the first page of its kind the product's own sitemap
// lists, so the bench follows the seeded data instead of naming an id.

/**
 * The centre whose site stands for every centre's (one build serves them all, spec/site.md §1):
 * its seeded host under the product's origin.
 */
const CENTRE = 'forensic';

/**
 * Initial JavaScript budgets in KB gzip: the home pages must stay lightest, every other page a
 * visitor reaches from them within 140.
 * @type {Array<{ path?: string, sample?: RegExp, label?: string, centre?: string, budgetKb: number }>}
 */
export const INITIAL_JS_ROUTES = [
  { path: '/', budgetKb: 120 },
  { label: "a centre's home", centre: CENTRE, path: '/', budgetKb: 120 },
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
 * The pages Lighthouse scores: home, the consultation pages a visitor reaches from it, the
 * content pages people arrive on from search engines, and a centre's home.
 * @type {Array<{ path?: string, sample?: RegExp, label?: string, centre?: string }>}
 */
export const LIGHTHOUSE_ROUTES = [
  { path: '/' },
  { label: "a centre's home", centre: CENTRE, path: '/' },
  { path: '/choice' },
  { path: '/consulting' },
  { path: '/faq' },
  { label: 'a Q&A entry', sample: /^\/faq\/detail\/\d+$/ },
  { label: 'an info article', sample: /^\/info\/\d+$/ },
  { path: '/map' },
];

/**
 * The routes with each sample replaced by the first sitemap page its pattern matches, each with
 * its URL (a centre's on its own host: Chromium takes every *.localhost name to this machine)
 * and the name the tables show.
 * @template {{ path?: string, sample?: RegExp, label?: string, centre?: string }} R
 * @param {string} origin
 * @param {R[]} routes
 * @returns {Promise<Array<R & { path: string, url: string, name: string }>>}
 */
export async function resolveRoutes(origin, routes) {
  const response = await fetch(`${origin}/sitemap.xml`);
  if (!response.ok) throw new Error(`GET /sitemap.xml answered ${response.status}`);
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url).pathname,
  );
  const { port } = new URL(origin);
  return routes.map((route) => {
    const path = route.path ?? paths.find((candidate) => route.sample?.test(candidate));
    if (!path) throw new Error(`the sitemap lists no page for ${route.label}`);
    const host = route.centre ? `${route.centre}.localhost:${port}` : undefined;
    return {
      ...route,
      path,
      url: host ? `http://${host}${path}` : `${origin}${path}`,
      name: host ? `${route.centre}.localhost${decodeURI(path)}` : decodeURI(path),
    };
  });
}
