// The api answers with paths on its own origin (/static/..., signed file URLs). On a third-party
// page the widget must load them from the api's origin, not the page's (spec/chat-widget.md §1:
// the widget is embedded anywhere), so every URL it shows or fetches is resolved here.

/**
 * `url` made absolute against the chat API's base (`apiBase`, '' for the page's own origin);
 * an absolute URL stays as it is. `pageUrl` stands for the page outside a browser.
 */
export function resolveApiUrl(url: string, apiBase: string, pageUrl?: string): string {
  const page = pageUrl ?? (typeof location === 'undefined' ? undefined : location.href);
  try {
    const base = apiBase ? new URL(`${apiBase}/`, page) : page;
    return new URL(url, base).href;
  } catch {
    return url;
  }
}
