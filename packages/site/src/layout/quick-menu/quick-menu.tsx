import { minWidthQuery, useMediaQuery, useRotatingIndex } from '@lawfirm/ui';
import { centerFooterListQueryOptions } from '@lawfirm/api-client/site-core';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { CSSProperties, ReactNode, RefObject } from 'react';

import { telHref } from '../../lib/tel-href';
import { trackClick } from '../../lib/tracker/tracker';
import type { TrackedClick } from '../../lib/tracker/tracking-events';
import { useSiteSettings } from '../../settings/site-settings';

import { ChatEntry } from './quick-menu-chat-entry';
import { OnlineConsultIcon, PhoneConsultIcon } from './quick-menu-icons';
import {
  QUICK_MENU_DESKTOP_MIN_WIDTH_PX,
  QUICK_MENU_TAB_COUNT,
  QUICK_MENU_TAB_ROTATION_MS,
  QUICK_MENU_WIDE_MIN_WIDTH_PX,
} from './quick-menu-constants';
import { quickMenuBottomOffset } from './quick-menu-offset';
import { useQuickMenuPopups } from './use-quick-menu-popups';
import type { PopupPhase } from './use-quick-menu-popups';

export interface QuickMenuProps {
  /** The top banner's height in px (TopBanner's onHeightChange): the pill keeps clear of it. */
  bannerHeight?: number;
  /**
   * A centre site's address in front of the consultation links (spec/site.md §2 route table:
   * "both consult links may be prefixed by a centre URL"). Without it the links are the
   * group's own (its footer row's consult_links, §1 "Each group has its own footer and
   * consultation links"), else this site's /consulting and /consult.
   */
  centerConsultUrl?: string;
  /** Where the consultation links open. */
  target?: '_self' | '_blank';
}

/**
 * spec/site.md §2 Floating quick menu: online consultation (a popup with the corporate and
 * individual forms), the chat (the page's widget, or an outside channel in a new tab;
 * quick-menu-chat-entry.tsx), and phone consultation (the
 * number in a box on desktop, a popup of tel links on mobile). One list, laid out by CSS as a
 * pill at the right edge from 1024 px and as a bottom bar of three tabs below, so the server's
 * markup fits every width; the width check only picks the phone content and the tracking variant.
 */
export function QuickMenu({
  bannerHeight = 0,
  centerConsultUrl = '',
  target = '_self',
}: QuickMenuProps) {
  const settings = useSiteSettings();
  const desktop = useMediaQuery(minWidthQuery(QUICK_MENU_DESKTOP_MIN_WIDTH_PX));
  const wide = useMediaQuery(minWidthQuery(QUICK_MENU_WIDE_MIN_WIDTH_PX));
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const onlineButton = useRef<HTMLButtonElement>(null);
  const phoneButton = useRef<HTMLButtonElement>(null);
  const popups = useQuickMenuPopups({ online: onlineButton, phone: phoneButton });
  const { phases } = popups;
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const anyOpen = phases.online !== 'closed' || phases.phone !== 'closed';

  // spec/site.md §4: the bar's highlight cycles 0, 1, 2, 0 every 3 s unless hovered. It also
  // holds still while the visitor is inside the menu or a popup is open, and on the pill,
  // which has no highlight.
  const [highlighted] = useRotatingIndex(QUICK_MENU_TAB_COUNT, QUICK_MENU_TAB_ROTATION_MS, {
    paused: desktop || hovered || focusInside || anyOpen,
  });
  // While a popup is open only its tab is marked; the pill never shows the highlight.
  const highlight = (tab: number) => (!desktop && !anyOpen && highlighted === tab) || undefined;

  // spec/site.md §2: popups close on route change; the phone popup also below 1024 px.
  const closeAll = useEffectEvent(() => popups.closeAll());
  const closePhone = useEffectEvent(() => popups.close('phone'));
  useEffect(() => closeAll(), [pathname]);
  useEffect(() => {
    if (!desktop) closePhone();
  }, [desktop]);

  // Escape closes what is open and hands focus back; a press outside the menu closes too.
  const closeFromOutside = useEffectEvent((event: Event) => {
    if (event instanceof KeyboardEvent) {
      if (event.key !== 'Escape') return;
      (['online', 'phone'] as const).forEach((popup) => popups.close(popup, { returnFocus: true }));
      return;
    }
    if (!rootRef.current?.contains(event.target as Node)) popups.closeAll();
  });
  useEffect(() => {
    if (!anyOpen) return;
    const listener = (event: Event) => closeFromOutside(event);
    document.addEventListener('keydown', listener);
    document.addEventListener('pointerdown', listener);
    return () => {
      document.removeEventListener('keydown', listener);
      document.removeEventListener('pointerdown', listener);
    };
  }, [anyOpen]);

  const track = (click: TrackedClick) => trackClick(settings, click, !desktop);
  // The footer loads the same list on every page; this reads it from the cache.
  const footers = useQuery(centerFooterListQueryOptions(settings.apiClient));
  const groupLinks = footers.data?.data.find(
    (row) => row.code === settings.centerCode,
  )?.consult_links;
  const consultHref = (path: '/consulting' | '/consult') => {
    if (centerConsultUrl) return `${centerConsultUrl.replace(/\/$/, '')}${path}`;
    const own = path === '/consulting' ? groupLinks?.corporate : groupLinks?.individual;
    // A path of this site stays a router link.
    return own && own !== path ? own : undefined;
  };

  const style = {
    '--site-quick-menu-bottom': `${quickMenuBottomOffset(wide, bannerHeight)}px`,
  } as CSSProperties;

  return (
    <nav
      ref={rootRef}
      className="site-quick-menu"
      aria-label="빠른 상담"
      style={style}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      }}
    >
      <ul className="site-quick-menu__list">
        <PopupEntry
          buttonRef={onlineButton}
          icon={<OnlineConsultIcon />}
          label="온라인 상담"
          title="온라인 상담 신청"
          phase={phases.online}
          highlighted={highlight(0)}
          onToggle={() => {
            if (phases.online !== 'open') track('reservation');
            popups.toggle('online');
          }}
          onClose={() => popups.close('online', { returnFocus: true })}
        >
          <ul className="site-quick-menu__choices">
            <li>
              <ConsultLink
                to="/consulting"
                href={consultHref('/consulting')}
                target={target}
                onClick={() => track('corporate')}
              >
                <strong>기업 상담</strong>
                <span>기업 법무·분쟁 온라인 상담</span>
              </ConsultLink>
            </li>
            <li>
              <ConsultLink
                to="/consult"
                href={consultHref('/consult')}
                target={target}
                onClick={() => track('individual')}
              >
                <strong>개인 상담</strong>
                <span>개인 사건 온라인 상담</span>
              </ConsultLink>
            </li>
          </ul>
        </PopupEntry>
        <li className="site-quick-menu__item" data-highlighted={highlight(1)}>
          <ChatEntry channelUrl={settings.chatChannelUrl} onOpen={() => track('chat')} />
        </li>
        <PopupEntry
          buttonRef={phoneButton}
          icon={<PhoneConsultIcon />}
          label="전화 상담"
          title="전화 상담"
          phase={phases.phone}
          highlighted={highlight(2)}
          onToggle={() => {
            if (phases.phone !== 'open') track('phone');
            popups.toggle('phone');
          }}
          onClose={() => popups.close('phone', { returnFocus: true })}
        >
          {desktop ? (
            <p className="site-quick-menu__phone">
              <a href={telHref(settings.phone)}>{settings.phone}</a>
              <span>24시간 상담 접수</span>
            </p>
          ) : (
            <ul className="site-quick-menu__choices">
              <li>
                <a href={telHref(settings.phone)}>
                  <strong>기업 전화 상담</strong>
                  <span>{settings.phone}</span>
                </a>
              </li>
              <li>
                <a href={telHref(settings.phone)}>
                  <strong>개인 전화 상담</strong>
                  <span>{settings.phone}</span>
                </a>
              </li>
            </ul>
          )}
        </PopupEntry>
      </ul>
    </nav>
  );
}

/**
 * An entry with a popup: its tab or pill button, then the popup as a disclosure region that
 * follows the button in the tab order, shown while open and while it fades out (spec/site.md
 * §4: 400 ms), removed once closed.
 */
function PopupEntry({
  buttonRef,
  icon,
  label,
  title,
  phase,
  highlighted,
  onToggle,
  onClose,
  children,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  icon: ReactNode;
  label: string;
  title: string;
  phase: PopupPhase;
  highlighted: true | undefined;
  onToggle: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  return (
    <li className="site-quick-menu__item" data-highlighted={highlighted}>
      <button
        ref={buttonRef}
        type="button"
        className="site-quick-menu__entry"
        aria-expanded={phase === 'open'}
        aria-controls={id}
        onClick={onToggle}
      >
        {icon}
        <span>{label}</span>
      </button>
      <div
        id={id}
        role="region"
        aria-labelledby={titleId}
        className="site-quick-menu__popup"
        data-phase={phase}
        hidden={phase === 'closed'}
      >
        <div className="site-quick-menu__popup-head">
          <p id={titleId} className="site-quick-menu__popup-title">
            {title}
          </p>
          <button type="button" className="site-quick-menu__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="lf-visually-hidden">{title} 닫기</span>
          </button>
        </div>
        {children}
      </div>
    </li>
  );
}

/** A consultation link: the router's Link in this site, a plain anchor to a centre site. */
function ConsultLink({
  to,
  href,
  target,
  onClick,
  children,
}: {
  to: '/consulting' | '/consult';
  href: string | undefined;
  target: '_self' | '_blank';
  onClick: () => void;
  children: ReactNode;
}) {
  const newTab = target === '_blank';
  const content = (
    <>
      {children}
      {newTab && <span className="lf-visually-hidden"> (새 창)</span>}
    </>
  );
  if (href) {
    return (
      <a href={href} target={target} rel={newTab ? 'noopener' : undefined} onClick={onClick}>
        {content}
      </a>
    );
  }
  return (
    <Link to={to} target={target} onClick={onClick}>
      {content}
    </Link>
  );
}
