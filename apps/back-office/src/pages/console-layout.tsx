// The signed-in frame: the header (who, the feed's state, password, sign-out) and the page.
// It holds the feed, ends the session at its expiry, and goes to sign-in when it ends.
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

import { useOperatorFeed } from '../feed/use-operator-feed';
import { useFeedStore } from '../feed/feed-store';
import { useUnreadStore } from '../inbox/unread-store';
import { useSessionStore } from '../session/session-store';
import { BrandMark } from './brand-mark';

const FEED_STATUS_TEXT = {
  connecting: '연결 중',
  live: '실시간 연결됨',
  waiting: '재연결 대기 중',
} as const;

export function ConsoleLayout() {
  const session = useSessionStore((state) => state.session);
  const signOut = useSessionStore((state) => state.signOut);
  const status = useFeedStore((state) => state.status);
  const navigate = useNavigate();
  const client = useQueryClient();
  useOperatorFeed();

  useEffect(() => {
    if (!session) {
      // Nothing of this counsellor's stays for the next one to sign in here.
      client.clear();
      useUnreadStore.getState().reset();
      void navigate({ to: '/sign-in' });
      return;
    }
    const left = Date.parse(session.expiresAt) - Date.now();
    const timer = setTimeout(() => signOut('expired'), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [session, signOut, navigate, client]);

  if (!session) return null;
  return (
    <div className="bo-shell">
      <header className="bo-header">
        <Link to="/" search={{ tab: 'unassigned' }} className="bo-header__home">
          <BrandMark />
        </Link>
        <p className="bo-feed-status" data-status={status}>
          <span className="bo-feed-status__dot" aria-hidden="true" />
          {FEED_STATUS_TEXT[status]}
        </p>
        <nav className="bo-header__account" aria-label="계정">
          <span className="bo-header__name">{session.operator.display_name} 상담사</span>
          <Link to="/password" className="bo-link-button">
            비밀번호 변경
          </Link>
          <button type="button" className="bo-link-button" onClick={() => signOut('signed-out')}>
            로그아웃
          </button>
        </nav>
      </header>
      <Outlet />
    </div>
  );
}
