import type { CaseTab } from '@lawfirm/api-client';

import { ActionLink } from '../../components/action-link';

import { MEMBER_COPY } from './member-copy';

/** A case folder with an empty page and a search glass, in the firm's crimson: decorative. */
function EmptyFolderPicture() {
  return (
    <svg
      className="member-empty__picture"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 160 120"
      width="160"
      height="120"
    >
      <ellipse cx="80" cy="108" rx="58" ry="6" fill="var(--lf-color-surface-muted)" />
      <path
        d="M26 34a6 6 0 0 1 6-6h28l8 9h60a6 6 0 0 1 6 6v55a6 6 0 0 1-6 6H32a6 6 0 0 1-6-6Z"
        fill="var(--lf-color-brand-subtle)"
        stroke="var(--lf-color-brand)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <rect
        x="44"
        y="18"
        width="62"
        height="50"
        rx="4"
        fill="#fff"
        stroke="var(--lf-color-border-strong)"
        strokeWidth="2"
      />
      <path
        d="M54 32h42M54 42h30M54 52h36"
        stroke="var(--lf-color-border)"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M26 52h108v46a6 6 0 0 1-6 6H32a6 6 0 0 1-6-6Z"
        fill="var(--lf-color-surface)"
        stroke="var(--lf-color-brand)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <circle cx="112" cy="78" r="13" fill="#fff" stroke="var(--lf-color-brand)" strokeWidth="3" />
      <path
        d="m121.5 87.5 9 9"
        stroke="var(--lf-color-brand)"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * spec/site.md §8 "Empty case list: empty-state component": what the tab has not, and the way
 * to a consultation (/choice).
 */
export function CaseEmptyState({ tab }: { tab: CaseTab }) {
  return (
    <div className="site-empty-state member-empty">
      <EmptyFolderPicture />
      <p className="site-empty-state__title">{MEMBER_COPY.emptyTitle(tab)}</p>
      <p className="site-empty-state__hint">{MEMBER_COPY.emptyHint}</p>
      <p className="member-empty__action">
        <ActionLink to="/choice">{MEMBER_COPY.emptyAction}</ActionLink>
      </p>
    </div>
  );
}
