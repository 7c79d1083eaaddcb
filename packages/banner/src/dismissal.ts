// spec/site.md §4 Banner visibility: "Banners are hidden if a locally stored per-banner
// dismissal has an expiry in the future. Close removes the banner for the session. 'Do not
// show for one day' stores an expiry 24 hours ahead under a per-banner key."
import { BANNER_DISMISSAL_MS } from './constants';

/** The part of the Web Storage API used here, so tests can pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage key of a banner's one-day dismissal; the value is the expiry in epoch ms. */
export function dismissalKey(idx: number): string {
  return `lawfirm.topBanner.hideUntil.${idx}`;
}

/** sessionStorage key of a banner closed for the session. */
export function closedKey(idx: number): string {
  return `lawfirm.topBanner.closed.${idx}`;
}

/** "오늘 하루 보지 않기": hides the banner until 24 hours from `now`. */
export function dismissForOneDay(storage: KeyValueStorage, idx: number, now: Date): void {
  storage.setItem(dismissalKey(idx), String(now.getTime() + BANNER_DISMISSAL_MS));
}

/**
 * Whether a one-day dismissal still holds at `now`. An expired or unreadable entry does not,
 * and is removed so storage does not collect stale keys.
 */
export function isDismissed(storage: KeyValueStorage, idx: number, now: Date): boolean {
  const raw = storage.getItem(dismissalKey(idx));
  if (raw === null) return false;
  const expiry = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (Number.isFinite(expiry) && expiry > now.getTime()) return true;
  storage.removeItem(dismissalKey(idx));
  return false;
}

/** "닫기": hides the banner for the rest of the browser session (this tab). */
export function closeForSession(storage: KeyValueStorage, idx: number): void {
  storage.setItem(closedKey(idx), '1');
}

export function isClosedForSession(storage: KeyValueStorage, idx: number): boolean {
  return storage.getItem(closedKey(idx)) === '1';
}
