import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { UNDO_GROUP_DELAY_MS } from '../constants';
import { Composer, ENTER_SENDS_QUERY } from './composer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** jsdom has no matchMedia: a mouse-and-keyboard device (desktop) or a touch one (mobile). */
function pointer(fine: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === ENTER_SENDS_QUERY ? fine : false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function setup(props: Partial<Parameters<typeof Composer>[0]> = {}) {
  let clock = 0;
  const onSend = vi.fn();
  render(<Composer busy={false} onSend={onSend} now={() => clock} {...props} />);
  const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: '메시지 입력' });
  const type = (value: string, advanceMs = 0) => {
    clock += advanceMs;
    fireEvent.change(input, { target: { value } });
  };
  return { input, onSend, type, sendButton: screen.getByRole('button', { name: '보내기' }) };
}

describe('Composer (spec §2)', () => {
  it('Enter sends on desktop, trimmed, and empties the field', () => {
    pointer(true);
    const { input, onSend, type } = setup();
    type('  안녕하세요  ');
    const event = fireEvent.keyDown(input, { key: 'Enter' });
    expect(event).toBe(false);
    expect(onSend).toHaveBeenCalledWith('안녕하세요');
    expect(input.value).toBe('');
  });

  it('Enter does not send on mobile (the line break is the browser default)', () => {
    pointer(false);
    const { input, onSend, type } = setup();
    type('안녕');
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('Shift+Enter never sends, even on desktop', () => {
    pointer(true);
    const { input, onSend, type } = setup();
    type('안녕');
    expect(fireEvent.keyDown(input, { key: 'Enter', shiftKey: true })).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('Enter that ends a Korean IME composition does not send', () => {
    pointer(true);
    const { input, onSend, type } = setup();
    type('안녕');
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends nothing empty or whitespace-only, and nothing while busy', () => {
    pointer(true);
    const { input, onSend, type, sendButton } = setup();
    type('   \n ');
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(sendButton);
    expect(onSend).not.toHaveBeenCalled();
    expect((sendButton as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    const busy = setup({ busy: true });
    busy.type('보낼 말');
    fireEvent.keyDown(busy.input, { key: 'Enter' });
    fireEvent.click(busy.sendButton);
    expect(busy.onSend).not.toHaveBeenCalled();
  });

  it('the send button sends on mobile too', () => {
    pointer(false);
    const { onSend, type, sendButton } = setup();
    type('첫 줄\n둘째 줄');
    fireEvent.click(sendButton);
    expect(onSend).toHaveBeenCalledWith('첫 줄\n둘째 줄');
  });

  it('undoes typing in 500 ms groups (Ctrl+Z), redoes with Ctrl+Shift+Z and Ctrl+Y', () => {
    const { input, type } = setup();
    type('법');
    type('법률', 100);
    type('법률 상담', 200);
    type('법률 상담 문의', UNDO_GROUP_DELAY_MS);
    fireEvent.keyDown(input, { key: 'z', ctrlKey: true });
    expect(input.value).toBe('법률 상담');
    fireEvent.keyDown(input, { key: 'z', ctrlKey: true });
    expect(input.value).toBe('');
    fireEvent.keyDown(input, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(input.value).toBe('법률 상담');
    fireEvent.keyDown(input, { key: 'y', ctrlKey: true });
    expect(input.value).toBe('법률 상담 문의');
    fireEvent.keyDown(input, { key: 'z', metaKey: true });
    expect(input.value).toBe('법률 상담');
  });

  it('is disabled with the given placeholder (the age gate)', () => {
    const { input, sendButton, type } = setup({ disabled: true, placeholder: '잠김' });
    type('무언가');
    expect(input.disabled).toBe(true);
    expect(input.placeholder).toBe('잠김');
    expect((sendButton as HTMLButtonElement).disabled).toBe(true);
  });
});
