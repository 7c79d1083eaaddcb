// spec/site.md §4 Session sync in the page: on each path change of a synced path, the sync runs
// against the api through the tab's session store. The app loads this part after the page's
// first load (it renders nothing), so its code is never in a page's start-up.
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';

import { useSiteSettings } from '../settings/site-settings';
import { createSessionApi } from './session-api';
import { useSessionStore } from './session-store';
import { isSyncedPath, syncSession } from './session-sync';
import type { SessionHolder } from './session-sync';

export interface SessionSyncProps {
  /** Whether the server rendered the first page for a signed-in member. */
  servedLoggedIn: boolean;
}

const storeHolder: SessionHolder = {
  savedLogin: () => useSessionStore.getState().login,
  setLogin: (login) => useSessionStore.getState().setLogin(login),
  clear: () => useSessionStore.getState().clear(),
};

export function SessionSync({ servedLoggedIn }: SessionSyncProps) {
  const { apiClient } = useSiteSettings();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const navigate = useNavigate();
  const api = useMemo(() => createSessionApi({ api: apiClient }), [apiClient]);

  useEffect(() => {
    if (!isSyncedPath(pathname)) return;
    void syncSession({
      api,
      session: storeHolder,
      servedLoggedIn,
      pathname,
      goHome: () => void navigate({ to: '/' }),
    });
  }, [api, navigate, pathname, servedLoggedIn]);

  return null;
}
