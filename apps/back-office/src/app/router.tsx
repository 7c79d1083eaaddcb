// The console's pages, under /console/ (the api hosts the build there): the sign-in page, and
// behind it the inbox (a list by tab, the open inquiry beside it) and the password page.
import {
  Outlet,
  createRootRoute,
  createRoute,
  createRouter,
  redirect,
} from '@tanstack/react-router';

import { isInboxTab } from '../inbox/inbox-tabs';
import type { InboxTab } from '../inbox/inbox-tabs';
import { ConsoleLayout } from '../pages/console-layout';
import { InboxPage } from '../pages/inbox-page';
import { InquiryPlaceholder } from '../pages/inquiry-placeholder';
import { InquiryView } from '../pages/inquiry-view';
import { PasswordPage } from '../pages/password-page';
import { SignInPage } from '../pages/sign-in-page';
import { isLive, useSessionStore } from '../session/session-store';

const rootRoute = createRootRoute({ component: Outlet });

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  // Signed in already: the inbox.
  beforeLoad: () => {
    if (isLive(useSessionStore.getState().session, Date.now())) {
      throw redirect({ to: '/', search: { tab: 'unassigned' } });
    }
  },
  component: SignInPage,
});

const consoleRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'console',
  beforeLoad: () => {
    const { session, signOut } = useSessionStore.getState();
    if (!isLive(session, Date.now())) {
      if (session) signOut('expired');
      throw redirect({ to: '/sign-in' });
    }
  },
  component: ConsoleLayout,
});

const inboxRoute = createRoute({
  getParentRoute: () => consoleRoute,
  id: 'inbox',
  validateSearch: (search: Record<string, unknown>): { tab: InboxTab } => ({
    tab: isInboxTab(search.tab) ? search.tab : 'unassigned',
  }),
  component: InboxPage,
});

const inboxIndexRoute = createRoute({
  getParentRoute: () => inboxRoute,
  path: '/',
  component: InquiryPlaceholder,
});

export const inquiryRoute = createRoute({
  getParentRoute: () => inboxRoute,
  path: 'inquiries/$inquiryNumber',
  params: {
    parse: ({ inquiryNumber }) => ({ inquiryNumber: Number(inquiryNumber) }),
    stringify: ({ inquiryNumber }) => ({ inquiryNumber: String(inquiryNumber) }),
  },
  component: InquiryView,
});

const passwordRoute = createRoute({
  getParentRoute: () => consoleRoute,
  path: '/password',
  component: PasswordPage,
});

const routeTree = rootRoute.addChildren([
  signInRoute,
  consoleRoute.addChildren([
    inboxRoute.addChildren([inboxIndexRoute, inquiryRoute]),
    passwordRoute,
  ]),
]);

export const router = createRouter({ routeTree, basepath: '/console' });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
