// The day an article was written, as Korean boards write it (2024.12.23), in Seoul time
// (spec/site.md §4 uses Asia/Seoul for the site's dates), the same on the server and in the browser.
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

export function formatArticleDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + SEOUL_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '.');
}

/** The machine-readable day of a <time> element. */
export function articleDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}
