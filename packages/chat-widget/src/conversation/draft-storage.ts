// The composer's unsent text, kept per inquiry in the tab's session storage, so that a reload
// (or the chat closed and opened again) does not lose it; sending clears it. Storage that
// throws or is missing (a sandboxed iframe) keeps nothing, and the composer works as before.

export const draftKeyOf = (inquiryNumber: number) => `lawfirm-chat:draft:${inquiryNumber}`;

export function readDraft(key: string | undefined): string {
  try {
    return (key && sessionStorage.getItem(key)) || '';
  } catch {
    return '';
  }
}

/** Keeps `text` under `key`; an empty text removes it. */
export function writeDraft(key: string | undefined, text: string): void {
  try {
    if (key && text) sessionStorage.setItem(key, text);
    else if (key) sessionStorage.removeItem(key);
  } catch {
    // Not kept: the text stays in the composer for this page.
  }
}
