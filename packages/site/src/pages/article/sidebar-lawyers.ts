// spec/site.md §5 Lawyer sidebar and §9 "Sidebar lawyers 6".
import { SIDEBAR_LAWYER_COUNT } from './article-constants';

/**
 * The lawyers an article's sidebar shows. With fewer than `limit` of its own, the rest come from
 * the group's top lawyers in their order, skipping any whose lawyer_name is already shown, up to
 * `limit`; with more, the first `limit` of its own.
 */
export function sidebarLawyers<Lawyer extends { lawyer_name: string }>(
  own: readonly Lawyer[],
  groupTop: readonly Lawyer[],
  limit: number = SIDEBAR_LAWYER_COUNT,
): Lawyer[] {
  if (own.length >= limit) return own.slice(0, limit);
  const shown = [...own];
  const names = new Set(own.map((lawyer) => lawyer.lawyer_name));
  for (const lawyer of groupTop) {
    if (shown.length >= limit) break;
    if (names.has(lawyer.lawyer_name)) continue;
    names.add(lawyer.lawyer_name);
    shown.push(lawyer);
  }
  return shown;
}
