// The origin the site's fixtures and stories build their links from: the api's PUBLIC_URL
// default, where `npm start` serves the site, so that fixtures read as the seed serves them
// (the seed builds every link from that origin: the firm's channels, centres and partners on
// sub-domains of it).
const FIXTURE_ORIGIN = new URL('http://localhost:3000');

/** An absolute URL of a page of the site: `fixturePage('/mycase')`. */
export const fixturePage = (path: string): string => new URL(path, FIXTURE_ORIGIN).href;

/** The origin of one of the firm's own sites: `fixtureSubSite('blog')`. */
export const fixtureSubSite = (label: string): string =>
  `${FIXTURE_ORIGIN.protocol}//${label}.${FIXTURE_ORIGIN.host}`;
