// The public surface of @lawfirm/site. Styles: import '@lawfirm/site/styles.css' once.
export {
  DEFAULT_CENTER_CODE,
  FIRM_HEADLINE,
  FIRM_NAME,
  MAIN_CONTENT_ID,
  SITE_DESCRIPTION,
} from './constants';
export { ERROR_TITLE, NOT_FOUND_TITLE, ROUTE_TITLES } from './route-titles';
export type { RoutePath } from './route-titles';
export { formatDocumentTitle, siteNameOf } from './document-title';
export { canonicalUrl, pageHead, routeHead } from './page-head';
export type { DescribedRoutePath, PageHead, PageHeadOptions } from './page-head';

export { SiteLayout } from './layout/site-layout';
export type { SiteLayoutProps } from './layout/site-layout';
export { SiteHeader } from './layout/site-header';
export type { SiteHeaderProps } from './layout/site-header';
export { SiteFooter } from './layout/site-footer';
export { FooterView } from './layout/footer/footer-view';
export type { FooterViewProps } from './layout/footer/footer-view';
export { GROUP_LIST_HEIGHT_PX, groupShortcuts } from './layout/footer/group-shortcuts';
export type { GroupShortcut } from './layout/footer/group-shortcuts';
export { BROCHURES, brochureLinks } from './layout/footer/brochures';
export type { FooterMenuLink } from './layout/footer/footer-menu';
export {
  DeferredNotFoundPage,
  DeferredSessionSync,
  QuickMenu,
} from './layout/deferred-layout-parts';
export type { QuickMenuProps } from './layout/quick-menu/quick-menu';
export {
  isOwnChatChannel,
  registerChatWidget,
  returnChatFocus,
  setChatUnread,
  useChatEntry,
} from './layout/chat-entry/chat-entry-store';
export {
  QUICK_MENU_BAR_HEIGHT_PX,
  QUICK_MENU_BOTTOM_OFFSET_PX,
  QUICK_MENU_CLOSE_FADE_MS,
  QUICK_MENU_DESKTOP_MIN_WIDTH_PX,
  QUICK_MENU_TAB_ROTATION_MS,
  QUICK_MENU_WIDE_BOTTOM_OFFSET_PX,
  QUICK_MENU_WIDE_MIN_WIDTH_PX,
} from './layout/quick-menu/quick-menu-constants';
export { telHref } from './lib/tel-href';
export {
  DOCUMENT_HTML_CONFIG,
  provideServerDom,
  SAFE_HTML_CONFIG,
  SafeHtml,
  sanitizeHtml,
} from './lib/safe-html';
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

export { SignUpStepOnePage } from './pages/sign-up/sign-up-step-one-page';
export type { SignUpStepOnePageProps } from './pages/sign-up/sign-up-step-one-page';
export { SignUpStepTwoPage } from './pages/sign-up/sign-up-step-two-page';
export type { SignUpStepTwoPageProps } from './pages/sign-up/sign-up-step-two-page';
export { useHydrationMarker } from './lib/use-hydration-marker';
export { NotFoundPage } from './pages/not-found-page';
// A route that failed: the error page, and what becomes of the failure (404, or 500 and a code).
export { ErrorPage } from './pages/error-page';
export {
  applyRouteFailurePolicy,
  logRouteErrorToConsole,
  reportCaughtError,
} from './routing/route-failures';
export type { RouteErrorReporter } from './routing/route-failures';
export { LoginPage } from './pages/login/login-page';
export type { LoginPageProps } from './pages/login/login-page';
export { useSessionStore } from './member/session-store';
export { StrengthOverviewPage } from './pages/strength/strength-overview-page';
export { StrengthDetailPage } from './pages/strength/strength-detail-page';
export { STRENGTH_VARIANTS, strengthVariant } from './pages/strength/strength-variants';
export type { StrengthVariant } from './pages/strength/strength-variants';
export { fillPlaceholders, parseStrengthLines } from './pages/strength/strength-text';
export { HomePage } from './pages/home/home-page';
export type { HomePageProps } from './pages/home/home-page';
// A centre's own home on its site (spec/site.md §1): the route's loader, head and page.
export { CentreHomePage } from './pages/centre-home/centre-home-page';
export type { CentreHomePageProps } from './pages/centre-home/centre-home-page';
export { loadCentreHome } from './pages/centre-home/load-centre-home';
export type { CentreHomeData, CentreHomeLoaded } from './pages/centre-home/load-centre-home';
export type { CentreCategory } from './pages/centre-home/centre-plan';
export { centreHomeHead } from './pages/centre-home/centre-home-head';

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

// Firm pages (/about/*): greeting, intro, system, CI (spec/site.md §2 Other firm pages).
export { GreetingPage } from './pages/about/greeting-page';
export { IntroPage } from './pages/about/intro-page';
export type { IntroPageProps } from './pages/about/intro-page';
export { SystemPage } from './pages/about/system-page';
export { CiPage } from './pages/about/ci-page';
export { VisionCards } from './pages/about/vision-cards';
export { ManagementValues } from './pages/about/management-values';
export { PartnerLogoCarousel, logoSlidesPerView } from './pages/about/partner-logo-carousel';
export { SupportSystemBanner } from './pages/about/support-system-banner';
export { BackToTop } from './pages/about/back-to-top';
export { ReturnToStrengthsBanner } from './components/return-to-strengths-banner';
export {
  BACK_TO_TOP_SHOW_AFTER_PX,
  CI_MAIN_COLOR,
  GREETING_SECTION_IDS,
  LOGO_CAROUSEL_AUTOPLAY_MS,
  LOGO_CAROUSEL_MAX_SLIDES,
  LOGO_CAROUSEL_MIN_SLIDES,
  MANAGEMENT_VALUES_CAROUSEL_MIN_WIDTH_PX,
  SCROLL_BEHAVIOUR_BREAKPOINT_PX,
  SYSTEM_SECTION_IDS,
  VISION_ROTATION_MS,
  VISION_STEP_COUNT,
} from './pages/about/about-constants';

// Home (/): the page's spec constants (spec/site.md §2 Home, §4, §9); HomePage is exported above.
export {
  DISTRIBUTION_SCROLL_OFFSET_PX,
  DISTRIBUTION_SECTION_ID,
  FIRST_IN_KOREA_EXPAND_DELAY_MS,
  HEADLINE_GRADIENT_DELAY_MS,
  HEADLINE_TAGLINE_DELAY_MS,
  HEADLINE_WORD_STEP_MS,
  HOME_CAROUSEL_AUTOPLAY_MS,
  HOME_CAROUSEL_MAX_WIDTH_PX,
  HOME_CAROUSEL_NARROW_WIDTH_PX,
  PRECISION_CARD_ROTATION_MS,
  STATISTICS_COUNT_UP_MS,
  STATISTICS_FADE_THRESHOLDS,
  SYSTEM_SECTION_ID,
} from './pages/home/home-constants';

// The pages around the consultation forms and the terms page (spec/site.md §2).
export { ROUTE_DESCRIPTIONS } from './page-descriptions';
export { Breadcrumb } from './components/breadcrumb';
export type { BreadcrumbItem } from './components/breadcrumb';
export { ROUTE_BREADCRUMBS, termBreadcrumbs } from './route-breadcrumbs';
export { ChoicePage } from './pages/consult/choice-page';
export { ConsultPage } from './pages/consult/consult-page';
export { ConsultingPage } from './pages/consult/consulting-page';
export { CompletePage, INVALID_ACCESS_TITLE } from './pages/consult/complete-page';
export type { CompletePageProps } from './pages/consult/complete-page';
export { validateCompleteSearch } from './pages/consult/complete-search';
export type { CompleteSearch } from './pages/consult/complete-search';
export { CROSS_SERVICES, crossServiceLinks } from './pages/consult/cross-services';
export { InquirePage } from './pages/inquire/inquire-page';
export { TermPage, formatEffectiveDate } from './pages/term/term-page';
export type { TermPageProps } from './pages/term/term-page';

// The office map (/map, /map/{key}: spec/site.md §2 Office map).
export { MapPage } from './pages/map/map-page';
export type { MapPageProps } from './pages/map/map-page';
export { findOffice } from './pages/map/map-selection';

// Paged lists (spec/site.md §5 Pagination, §9): a route tells a page past the last from it.
export { totalPagesOf } from './components/pagination/pagination-rules';

// Legal Q&A (spec/site.md §2 /faq, /faq/{code_desc}, /faq/detail/{idx}).
export { FaqListPage } from './pages/faq/faq-list-page';
export type { FaqListPageProps } from './pages/faq/faq-list-page';
export { FaqDetailPage } from './pages/faq/faq-detail-page';
export type { FaqDetailPageProps } from './pages/faq/faq-detail-page';
export { FAQ_COPY } from './pages/faq/faq-constants';
export { FAQ_TITLE, faqSearchResultsTitle } from './pages/faq/faq-titles';
export { excerptOf } from './lib/excerpt';
export { faqDetailBreadcrumbs, faqListBreadcrumbs } from './pages/faq/faq-breadcrumbs';
export { faqCategoryDescription } from './pages/faq/faq-seo';
export { siteFaqGroups } from './pages/faq/centre-faq-groups';
export { recommendedKeywords } from './pages/integrate/recommended-keywords';
export { faqListSearchFor, parseFaqListSearch, readFaqListSearch } from './pages/faq/faq-search';
export type { FaqListSearch } from './pages/faq/faq-search';

// Structured data (DESIGN.md §8: JSON-LD in each route's server-rendered head).
export { firmStructuredData } from './structured-data/firm-structured-data';
export { centreStructuredData } from './structured-data/centre-structured-data';
export type { CentreSiteIdentity } from './structured-data/centre-structured-data';
export { officeJsonLd } from './structured-data/office';
export { qaPageJsonLd } from './structured-data/qa-page';
export type { JsonLd } from './structured-data/schema-org';

// Legal-topic articles (spec/site.md §2 /info, /success and their detail pages).
export { ArticleListPage } from './pages/article/article-list-page';
export type { ArticleListPageProps } from './pages/article/article-list-page';
export { ArticleDetailPage } from './pages/article/article-detail-page';
export type { ArticleDetailPageProps } from './pages/article/article-detail-page';
export {
  ARTICLE_COPY,
  ARTICLE_KIND_COPY,
  ARTICLE_PAGE_SIZE,
  ARTICLE_WIDE_MIN_WIDTH_PX,
  CASE_IMAGE_HEIGHT_PX,
  CASE_IMAGE_WIDTH_PX,
  SIDEBAR_LAWYER_COUNT,
  TOC_SCROLL_OFFSET_PX,
} from './pages/article/article-constants';
export {
  articleListSearchFor,
  parseArticleListSearch,
  readArticleListSearch,
} from './pages/article/article-list-search';
export type { ArticleListSearch } from './pages/article/article-list-search';
export { articleHeadSummary, articleStructuredData } from './pages/article/article-structured-data';
export type { ArticleHeadSummary } from './pages/article/article-structured-data';
export { FAQ_PAGE_READING, isFaqPage } from './pages/article/article-faq-rule';
export type { FaqPageReading } from './pages/article/article-faq-rule';
export { sidebarLawyers } from './pages/article/sidebar-lawyers';

// The integrated search (spec/site.md §2 /integrate?search=&tab=전체).
export { IntegratePage } from './pages/integrate/integrate-page';
export type { IntegratePageProps } from './pages/integrate/integrate-page';
export { INTEGRATE_COPY } from './pages/integrate/integrate-copy';
export {
  INTEGRATE_TABS,
  integrateSearchFor,
  parseIntegrateSearch,
  readIntegrateSearch,
  tabKeyOf,
  tabNameOf,
} from './pages/integrate/integrate-search';
export type { IntegrateSearch } from './pages/integrate/integrate-search';

// The practice-field pages (spec/site.md §2 /field/area).
export { FieldAreaPage } from './pages/field/field-area-page';
export type { FieldAreaPageProps, PracticeArea } from './pages/field/field-area-page';

// The client area's member pages (spec/site.md §2 My case status, Withdrawal; /mypage).
export { MyCasePage } from './pages/member/my-case-page';
export type { MyCasePageProps } from './pages/member/my-case-page';
export { CaseDetailPage } from './pages/member/case-detail-page';
export type { CaseDetailPageProps } from './pages/member/case-detail-page';
export { MyPage } from './pages/member/my-page';
export type { MyPageProps } from './pages/member/my-page';
export { WithdrawalPage } from './pages/member/withdrawal-page';
export { memberInterests } from './pages/member/member-interests';
export type { MemberInterest } from './pages/member/member-interests';
export {
  caseListSearchFor,
  parseCaseListSearch,
  readCaseListSearch,
} from './pages/member/case-list-search';
export type { CaseListSearch, CaseListSearchParams } from './pages/member/case-list-search';
export { CASE_TAB_LABELS, MEMBER_COPY, WITHDRAWAL_COPY } from './pages/member/member-copy';
export { PROVIDER_NAMES } from './member/provider-names';
