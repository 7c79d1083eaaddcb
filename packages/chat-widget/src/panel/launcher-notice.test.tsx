import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { chatFile, chatMessage, documentFile, inquiryMain } from '../conversation/test-fixtures';
import { LauncherNotice, previewText } from './launcher-notice';

afterEach(cleanup);

const reply = (number: number, text: string) =>
  chatMessage({ message_number: number, plain_text: text });

function renderNotice(unread: ReturnType<typeof reply>[]) {
  const onOpen = vi.fn();
  const view = render(<LauncherNotice unread={unread} main={inquiryMain()} onOpen={onOpen} />);
  const rerender = (next: ReturnType<typeof reply>[]) =>
    view.rerender(<LauncherNotice unread={next} main={inquiryMain()} onOpen={onOpen} />);
  return { onOpen, rerender, container: view.container };
}

const badge = (container: HTMLElement) => container.querySelector('.ln-count');

describe('previewText', () => {
  it('is the message on one line', () => {
    expect(previewText(reply(1, '안녕하세요.\n\n  상담 매니저입니다.'))).toBe(
      '안녕하세요. 상담 매니저입니다.',
    );
  });

  it('says what a message without text carries', () => {
    const photo = chatFile({ name: 'a.jpg' });
    expect(previewText(chatMessage({ plain_text: 'a.jpg', files: [photo] }))).toBe(
      '사진을 보냈습니다.',
    );
    const pdf = documentFile('안내문.pdf', 1000);
    expect(previewText(chatMessage({ plain_text: '', files: [photo, pdf] }))).toBe(
      '파일을 보냈습니다.',
    );
    expect(previewText(chatMessage({ plain_text: ' ' }))).toBe('새 메시지가 도착했습니다.');
  });
});

describe('LauncherNotice', () => {
  it('shows nothing but an empty live region when nothing came', () => {
    const { container } = renderNotice([]);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(badge(container)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the count and the newest message, read out politely, and opens the chat', () => {
    const { container, onOpen } = renderNotice([
      reply(3, '첫 답변'),
      reply(4, '서류를 확인했습니다.'),
    ]);
    expect(badge(container)?.textContent).toBe('2');
    expect(badge(container)?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(
      '새 메시지 2개. 법무법인 대륜: 서류를 확인했습니다.',
    );
    fireEvent.click(
      screen.getByRole('button', {
        name: '법무법인 대륜 서류를 확인했습니다. 대화 열기',
      }),
    );
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('shows 99+ above 99', () => {
    const many = Array.from({ length: 120 }, (_, index) => reply(index + 1, `메시지 ${index}`));
    const { container } = renderNotice(many);
    expect(badge(container)?.textContent).toBe('99+');
  });

  it('dismisses the preview until a newer message comes; the count stays', () => {
    const first = [reply(3, '첫 답변')];
    const { container, rerender } = renderNotice(first);
    fireEvent.click(screen.getByRole('button', { name: '새 메시지 알림 닫기' }));
    expect(screen.queryByRole('button', { name: /대화 열기$/ })).toBeNull();
    expect(badge(container)?.textContent).toBe('1');
    rerender([...first, reply(4, '두 번째 답변')]);
    expect(screen.getByRole('button', { name: /두 번째 답변 대화 열기$/ })).toBeTruthy();
  });
});
