// spec/site.md §2 /choice "book a consultation ... by chat messenger": the chat option opens
// the chat widget where the page has one, else it follows its link to the chat channel.

/** The widget's script-tag API (spec/chat-widget.md: `LawfirmChat('open')`). */
type LawfirmChatApi = (command: 'open') => unknown;

/**
 * Opens the chat widget through its JS API if the page has it loaded; true when it did, so
 * the caller keeps the visitor on the page, false to let the link navigate.
 */
export function openChatWidget(): boolean {
  if (typeof window === 'undefined') return false;
  const api = (window as unknown as { LawfirmChat?: LawfirmChatApi }).LawfirmChat;
  if (typeof api !== 'function') return false;
  try {
    api('open');
    return true;
  } catch (error) {
    console.error('chat widget open failed', error);
    return false;
  }
}
