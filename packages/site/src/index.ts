// The public surface of @lawfirm/site. Styles: import '@lawfirm/site/styles.css' once.
export {
  DEFAULT_CENTER_CODE,
  FIRM_HEADLINE,
  FIRM_NAME,
  MAIN_CONTENT_ID,
  SITE_DESCRIPTION,
} from './constants';
export { NOT_FOUND_TITLE, ROUTE_TITLES } from './route-titles';
export type { RoutePath } from './route-titles';
export { formatDocumentTitle } from './document-title';

export { SiteLayout } from './layout/site-layout';
export type { SiteLayoutProps } from './layout/site-layout';
export { SiteHeader } from './layout/site-header';
export type { SiteHeaderProps } from './layout/site-header';
export { SiteFooter } from './layout/site-footer';
export { FooterView } from './layout/footer/footer-view';
export type { FooterViewProps } from './layout/footer/footer-view';
export { GROUP_LIST_HEIGHT_PX, groupShortcuts } from './layout/footer/group-shortcuts';
export type { GroupShortcut } from './layout/footer/group-shortcuts';
export { SkipLink } from './layout/skip-link';
export type { SkipLinkProps } from './layout/skip-link';
export { ROUTE_MENU } from './layout/header/route-menu';
export type { RouteMenuEntry } from './layout/header/route-menu';
export {
  HEADER_COLLAPSE_DELAY_MS,
  HEADER_COLLAPSED_HEIGHT_PX,
  HEADER_SM_BREAKPOINT_PX,
} from './layout/header/header-constants';

export { ActionLink } from './components/action-link';
export type { ActionLinkProps } from './components/action-link';

export { PreparingPage } from './pages/preparing-page';
export type { PreparingPageProps } from './pages/preparing-page';
export { NotFoundPage } from './pages/not-found-page';
export { HomePage } from './pages/home-page';
export type { HomePageProps } from './pages/home-page';

export {
  DEFAULT_SITE_SETTINGS,
  SiteSettingsProvider,
  staticUrl,
  useSiteSettings,
} from './settings/site-settings';
export type { SiteSettings } from './settings/site-settings';
export { SearchBox } from './components/search-box/search-box';
export type { SearchBoxProps } from './components/search-box/search-box';
export {
  hashTagSearchText,
  INTEGRATE_ALL_TAB,
  INTEGRATE_PATH,
  integrateSearchUrl,
  SEARCH_MAX_LENGTH,
} from './components/search-box/integrate-search';
export { useSiteSearch } from './components/search-box/use-site-search';
export { trackClick } from './lib/tracker/tracker';
export type { TrackerSettings } from './lib/tracker/tracker';
export { adTrackingUrl, analyticsEvent, TRACKED_CLICKS } from './lib/tracker/tracking-events';
export type { AnalyticsEvent, TrackedClick } from './lib/tracker/tracking-events';
