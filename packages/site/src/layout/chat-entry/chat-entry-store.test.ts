import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  isOwnChatChannel,
  openChat,
  registerChatWidget,
  returnChatFocus,
  useChatEntry,
} from './chat-entry-store';

const widget = () => ({ open: vi.fn(() => Promise.resolve()) });

afterEach(() => {
  useChatEntry.setState({ widget: null, requested: false, opener: null });
  document.body.innerHTML = '';
});

describe('the chat entry', () => {
  it.each([
    ['/daeryuntalk', true],
    ['/daeryuntalk-test', true],
    ['https://chat.example/lawfirm', false],
    ['//chat.example/lawfirm', false],
    ['kakaoopen://chat', false],
  ])('%s is the site’s own chat: %s', (url, own) => {
    expect(isOwnChatChannel(url)).toBe(own);
  });

  it('opens a mounted widget at once', () => {
    const mounted = widget();
    registerChatWidget(mounted);
    openChat(null);
    expect(mounted.open).toHaveBeenCalledOnce();
    expect(useChatEntry.getState().requested).toBe(false);
  });

  it('asks for the widget when none is mounted yet, and opens it once, when it is', () => {
    openChat(null);
    expect(useChatEntry.getState().requested).toBe(true);
    const mounted = widget();
    registerChatWidget(mounted);
    expect(mounted.open).toHaveBeenCalledOnce();
    expect(useChatEntry.getState().requested).toBe(false);
    // A later remount (another centre code) does not open it again by itself.
    const again = widget();
    registerChatWidget(null);
    registerChatWidget(again);
    expect(again.open).not.toHaveBeenCalled();
  });

  it('gives focus back to the control that opened the chat when it was left on the body', () => {
    const button = document.createElement('button');
    const other = document.createElement('input');
    document.body.append(button, other);
    registerChatWidget(widget());
    openChat(button);

    (document.activeElement as HTMLElement | null)?.blur();
    returnChatFocus();
    expect(document.activeElement).toBe(button);

    // Focus the visitor moved elsewhere stays there.
    other.focus();
    returnChatFocus();
    expect(document.activeElement).toBe(other);
  });
});
