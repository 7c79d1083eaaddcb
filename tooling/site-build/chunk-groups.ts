// How a site's client build groups its modules into chunks (site-vite-config.ts): the framework,
// the start-up every page runs, and the home page's first view, each one file, since one file
// compresses better than the dozens of small shared chunks the bundler would otherwise cut.
// A path that no longer names a module would silently drop it from its group: the patterns are
// tested against the workspace's files (chunk-groups.test.ts).

/** React and TanStack's packages. */
const FRAMEWORK_MODULE = /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/][^\\/]+)[\\/]/;

/**
 * Framework modules only some routes use (forms' mutations, pages that query several lists at
 * once): left to the bundler, they load with those routes.
 */
const LATER_FRAMEWORK_MODULE =
  /[\\/](mutationObserver|useMutation|queriesObserver|useQueries|useSuspenseQueries|useSuspenseQuery|useQuery)\.js$/;

/**
 * The workspace modules every page's start-up runs: the api client's transport, constants and
 * query factories, the site's head and settings, the ui's scheduling and deferred parts.
 * Grouped by path, so nothing a route loads later is drawn in.
 */
export const START_UP_MODULES = [
  /packages[\\/]api-client[\\/]src[\\/](constants|query-options)\.ts$/,
  /packages[\\/]api-client[\\/]src[\\/]constants[\\/](transport|site)\.ts$/,
  /packages[\\/]api-client[\\/]src[\\/]site[\\/]layout-queries\.ts$/,
  /packages[\\/]ui[\\/]src[\\/](tokens\.ts$|deferred[\\/]|scheduling[\\/]|hooks[\\/]use-media-query)/,
  /packages[\\/]site[\\/]src[\\/](constants|page-head|page-descriptions|route-titles|document-title)\.ts$/,
  /packages[\\/]site[\\/]src[\\/](settings[\\/]|lib[\\/](use-hydration-marker|excerpt))/,
  // What the route table itself runs: its heads and search rules.
  /packages[\\/]api-client[\\/]src[\\/]entities[\\/](plain|storable)-text\.ts$/,
  /packages[\\/]api-client[\\/]src[\\/]rules[\\/](search-keyword|site-paths)\.ts$/,
  /packages[\\/]site[\\/]src[\\/]pages[\\/]faq[\\/]faq-(search|titles)\.ts$/,
  /packages[\\/]site[\\/]src[\\/]pages[\\/]article[\\/]article-list-search\.ts$/,
  /packages[\\/]site[\\/]src[\\/]components[\\/](pagination[\\/]page-param|search-box[\\/]search-query)\.ts$/,
  /packages[\\/]site[\\/]src[\\/]app[\\/]lib[\\/](page-head|site-url|faq-list-head|article-heads|web-font)\.ts$/,
  // The app's shell: its settings, router, route table (the routes' code-split parts excepted)
  // and the layout every page renders.
  /packages[\\/]site[\\/]src[\\/]app[\\/](config|router|router-context|query-client|routeTree\.gen)\.tsx?$/,
  /packages[\\/]site[\\/]src[\\/]app[\\/]routes[\\/].*\.tsx$/,
  /packages[\\/]site[\\/]src[\\/]app[\\/]chat[\\/](chat-pages|launcher-offset)\.ts$/,
  /packages[\\/]site[\\/]src[\\/]layout[\\/](site-layout|deferred-layout-parts|skip-link)\.tsx?$/,
];
export const isStartUpModule = (id: string) => START_UP_MODULES.some((pattern) => pattern.test(id));

/** The home route's component, its page and its queries (what hydrating / needs at once). */
export const HOME_FIRST_VIEW =
  /(routes[\\/]index\.tsx\?tsr-split=component|pages[\\/]home[\\/]home-page\.tsx|site[\\/]home-queries\.ts)$/;

/**
 * A centre's home (apps/center-site's build): the home route's component, the centre home's
 * route module, its page, sections and queries.
 */
export const CENTRE_HOME_FIRST_VIEW =
  /(routes[\\/]index\.tsx\?tsr-split=component|app[\\/]lib[\\/]centre-home-route\.tsx|pages[\\/]centre-home[\\/](centre-(?!home-fixture)[a-z-]+|load-centre-home|use-centre-home)\.tsx?)$/;

/** The framework chunk's modules: React and TanStack's, but those only some routes use. */
export const FRAMEWORK_CHUNK = (id: string) =>
  FRAMEWORK_MODULE.test(id) && !LATER_FRAMEWORK_MODULE.test(id);
