import '@lawfirm/ui/styles.css';
import '@lawfirm/consult-form/styles.css';
import '../../styles/site.css';
import '@lawfirm/banner/styles.css';

import {
  authCallbackQueryOptions,
  centerFooterListQueryOptions,
  centerListQueryOptions,
  footerTermsQueryOptions,
  popupTopListQueryOptions,
} from '@lawfirm/api-client/site-core';
import {
  NOT_FOUND_TITLE,
  DeferredNotFoundPage,
  DeferredSessionSync,
  QUICK_MENU_DESKTOP_MIN_WIDTH_PX,
  QuickMenu,
  SITE_DESCRIPTION,
  isOwnChatChannel,
  registerChatWidget,
  returnChatFocus,
  setChatUnread,
  useChatEntry,
  SiteLayout,
  SiteSettingsProvider,
} from '../../index';
import { colors, deferredPart, minWidthQuery, useMediaQuery } from '@lawfirm/ui';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import {
  HeadContent,
  Scripts,
  createRootRouteWithContext,
  useRouterState,
} from '@tanstack/react-router';

import { isChatPage } from '../chat/chat-pages';
import { launcherOffset } from '../chat/launcher-offset';
import { config } from '../config';
import { pageHead } from '../lib/page-head';
import { pageSiteSettings } from '../lib/page-site';
import type { RouterContext } from '../router-context';

// The top banner's close buttons and click report wait for the page's first load: the server
// renders it in full and the browser shows that HTML meanwhile (@lawfirm/ui deferredPart).
const TopBanner = deferredPart(() => import('@lawfirm/banner').then((module) => module.TopBanner));
// The chat widget's loader, itself loaded after the page's first load: it renders nothing on the
// server and fetches the widget once the page is idle (lazy-chat-widget.tsx).
const LazyChatWidget = deferredPart(() =>
  import('../chat/lazy-chat-widget').then((module) => module.LazyChatWidget),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  // The top banner's list (call #4) is part of the first HTML, so the banner takes its place
  // before the first paint instead of pushing the page down after hydration. So are the
  // footer's group list, footers and terms (calls #1-#3): the firm's address, business number
  // and links are in the page for every reader and crawler, and the browser does not fetch
  // them again (spec/site.md §7: #1 and #2 are not fetched on the home page). Within their
  // stale time a later navigation reuses them without a request. A failed one is not
  // dehydrated: the footer then fetches it for itself and logs a failure (§7, §8).
  loader: async ({ context: { queryClient, apiClient, hasSessionCookie } }) => {
    const banners = queryClient
      .ensureQueryData(popupTopListQueryOptions(apiClient, pageSiteSettings().centerCode))
      .catch((error: unknown) => {
        // spec/site.md §8: "Banner fetch: no user-facing handling shown".
        console.error('top banner list failed', error);
      });
    // spec/site.md §4 "served as logged in": the login state of a request with a session, read
    // on the server with its cookies (none without one: the anonymous page every visitor gets).
    // Only the first page's value is used, so the browser's build leaves this out altogether.
    const servedLoggedIn =
      import.meta.env.SSR && hasSessionCookie
        ? queryClient.fetchQuery(authCallbackQueryOptions(apiClient)).then(
            (answer) => answer.data.isLogin,
            () => false,
          )
        : false;
    const [loggedIn] = await Promise.all([
      servedLoggedIn,
      banners,
      queryClient.prefetchQuery(centerListQueryOptions(apiClient)),
      queryClient.prefetchQuery(centerFooterListQueryOptions(apiClient)),
      queryClient.prefetchQuery(footerTermsQueryOptions(apiClient)),
    ]);
    return { renderedAt: Date.now(), servedLoggedIn: loggedIn };
  },
  head: ({ match }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      // The firm's name alone, which each route's own head replaces with its page title.
      // When no route matched, the root match itself is the not-found one (the router's
      // `_notFound` flag, set on both sides) and no child head runs.
      ...pageHead(match._notFound ? NOT_FOUND_TITLE : undefined).meta,
      { name: 'description', content: SITE_DESCRIPTION },
      { name: 'theme-color', content: colors.brand },
    ],
    links: [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }],
  }),
  // The document and the layout are the root's shell, and the root's own content is only the
  // page (its default component, an Outlet): a failure anywhere below, the root's loader
  // included, shows the error page inside the layout, within a whole document.
  shellComponent: RootDocument,
  notFoundComponent: () => <DeferredNotFoundPage />,
});

/** The whole document is React's, on the server and in the browser alike (hydrateRoot(document)). */
function RootDocument({ children }: { children: ReactNode }) {
  const { apiClient } = Route.useRouteContext();
  const { renderedAt, servedLoggedIn } = Route.useLoaderData();
  // How the first page was served; later navigations' loader data do not change it.
  const [firstServedLoggedIn] = useState(servedLoggedIn);
  // The page's site: the firm's, or the centre its host names (spec/site.md §1), as the server
  // rendered it and the browser restored it.
  const settings = useMemo(() => ({ ...pageSiteSettings(), apiClient }), [apiClient]);
  // The quick menu's pill keeps the banner's height above its offset (spec/site.md §9), and
  // the chat launcher moves up by it (spec/chat-widget.md §1).
  const [bannerHeight, setBannerHeight] = useState(0);
  // The open chat panel sits where the quick menu's pill is: the pill steps aside meanwhile.
  const [chatOpen, setChatOpen] = useState(false);
  const chatPage = useRouterState({ select: (state) => isChatPage(state.location.pathname) });
  const quickBarShown = !useMediaQuery(minWidthQuery(QUICK_MENU_DESKTOP_MIN_WIDTH_PX));
  // The quick menu's 채팅 상담 opens the widget where the channel is this site's chat: the
  // widget's own launcher would be a second chat button (layout/chat-entry).
  const chatInQuickMenu = isOwnChatChannel(settings.chatChannelUrl);
  const chatRequested = useChatEntry((state) => state.requested);
  return (
    <html lang="ko" data-chat-open={chatOpen || undefined}>
      <head>
        <HeadContent />
      </head>
      <body>
        <SiteSettingsProvider settings={settings}>
          <SiteLayout
            topBanner={
              <TopBanner
                apiClient={apiClient}
                centerCode={settings.centerCode}
                staticBaseUrl={config.site.staticBaseUrl}
                onHeightChange={setBannerHeight}
                renderedAt={renderedAt}
              />
            }
            quickMenu={<QuickMenu bannerHeight={bannerHeight} />}
          >
            {children}
          </SiteLayout>
          <DeferredSessionSync servedLoggedIn={firstServedLoggedIn} />
        </SiteSettingsProvider>
        {/* Renders nothing on the server; loads after the first paint (lazy-chat-widget.tsx). */}
        <LazyChatWidget
          centerCode={settings.centerCode}
          apiBase={config.apiBaseUrl || undefined}
          bannerHeight={launcherOffset(bannerHeight, quickBarShown)}
          chatPage={chatPage}
          launcher={!chatInQuickMenu}
          loadNow={chatRequested}
          onMount={registerChatWidget}
          onUnreadCountChange={setChatUnread}
          onOpen={() => setChatOpen(true)}
          onClose={() => {
            setChatOpen(false);
            // After the widget has moved focus (to its hidden launcher, which cannot take it).
            if (chatInQuickMenu) setTimeout(() => returnChatFocus(), 0);
          }}
        />
        <Scripts />
      </body>
    </html>
  );
}
