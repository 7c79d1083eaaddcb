import type { ChatFile } from '@lawfirm/api-client/chat-core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { chatFile } from '../conversation/test-fixtures';
import { ImageViewer } from './image-viewer';
import { viewportWidth } from '../test-support/viewport-width';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function images(count: number): ChatFile[] {
  return Array.from({ length: count }, () => chatFile());
}

function renderViewer({ count = 3, startIndex = 0, width = 1440 } = {}) {
  viewportWidth(width);
  const files = images(count);
  const onClose = vi.fn();
  const onDownload = vi.fn();
  render(
    <ImageViewer
      images={files}
      startIndex={startIndex}
      onClose={onClose}
      onDownload={onDownload}
    />,
  );
  const button = (name: string) => screen.getByRole('button', { name });
  return { files, onClose, onDownload, button };
}

const zoomLevel = () => screen.getByRole('status', { name: /^배율/ }).textContent;
const shownImage = () => screen.getByRole('img', { name: /^첨부 이미지/ });

describe('ImageViewer (spec §2 Image viewer, §4, §5)', () => {
  it('opens as a modal dialog on the chosen image, with focus on close', () => {
    renderViewer({ startIndex: 1 });
    expect(
      screen.getByRole('dialog', { name: '이미지 크게 보기' }).getAttribute('aria-modal'),
    ).toBe('true');
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(shownImage().getAttribute('alt')).toBe('첨부 이미지 2/3');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '닫기' }));
  });

  it('zooms through the levels with the buttons disabled at the ends, and rotates', () => {
    const { button } = renderViewer();
    expect(zoomLevel()).toBe('100%');
    for (const level of ['125%', '150%', '200%']) {
      fireEvent.click(button('확대'));
      expect(zoomLevel()).toBe(level);
    }
    expect(button('확대').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button('확대'));
    expect(zoomLevel()).toBe('200%');
    for (let step = 0; step < 6; step += 1) fireEvent.click(button('축소'));
    expect(zoomLevel()).toBe('25%');
    expect(button('축소').getAttribute('aria-disabled')).toBe('true');
    expect(button('확대').hasAttribute('aria-disabled')).toBe(false);
  });

  it('resets zoom and rotation when another image is shown (spec §4)', () => {
    const { button } = renderViewer();
    fireEvent.click(button('확대'));
    fireEvent.click(button('오른쪽으로 90도 회전'));
    fireEvent.click(button('2번째 이미지 보기'));
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(zoomLevel()).toBe('100%');
    expect(button('2번째 이미지 보기').getAttribute('aria-current')).toBe('true');
    expect(button('1번째 이미지 보기').hasAttribute('aria-current')).toBe(false);
  });

  it('has arrows on desktop, disabled at the ends; arrow keys move too', () => {
    const { button } = renderViewer();
    expect(button('이전 이미지').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button('이전 이미지'));
    expect(screen.getByText('1 / 3')).toBeTruthy();
    fireEvent.click(button('다음 이미지'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(screen.getByText('3 / 3')).toBeTruthy();
    expect(button('다음 이미지').getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(screen.getByText('2 / 3')).toBeTruthy();
  });

  it('has no arrows on a phone, where the visitor swipes or taps a thumbnail', () => {
    renderViewer({ width: 375 });
    expect(screen.queryByRole('button', { name: '이전 이미지' })).toBeNull();
    expect(screen.queryByRole('button', { name: '다음 이미지' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /번째 이미지 보기$/ })).toHaveLength(3);
  });

  it('shows at most five thumbnails, around the current image', () => {
    renderViewer({ count: 8, startIndex: 6 });
    const strip = screen.getByRole('list', { name: '이미지 목록' });
    const names = within(strip)
      .getAllByRole('button')
      .map((thumb) => thumb.getAttribute('aria-label'));
    expect(names).toEqual([4, 5, 6, 7, 8].map((n) => `${n}번째 이미지 보기`));
  });

  it('shows one image without arrows or strip', () => {
    renderViewer({ count: 1 });
    expect(screen.queryByRole('list', { name: '이미지 목록' })).toBeNull();
    expect(screen.queryByRole('button', { name: '다음 이미지' })).toBeNull();
  });

  it('downloads the image shown', () => {
    const { files, onDownload, button } = renderViewer({ startIndex: 2 });
    fireEvent.click(button('이미지 내려받기'));
    expect(onDownload).toHaveBeenCalledWith(files[2]);
  });

  it('closes on Escape, marking the key used so the panel stays open', () => {
    const { onClose } = renderViewer();
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    screen.getByRole('dialog').dispatchEvent(escape);
    expect(onClose).toHaveBeenCalledOnce();
    expect(escape.defaultPrevented).toBe(true);
  });

  it('closes on a click on the backdrop, not on the image or a control', () => {
    const { onClose, button } = renderViewer();
    fireEvent.click(shownImage());
    fireEvent.click(button('확대'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps Tab inside: from the last control back to the first', () => {
    renderViewer();
    const thumbs = screen.getAllByRole('button', { name: /번째 이미지 보기$/ });
    thumbs.at(-1)!.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: '오른쪽으로 90도 회전' }),
    );
  });

  it('locks the page scroll while open and gives it back', () => {
    document.documentElement.style.overflow = 'scroll';
    renderViewer();
    expect(document.documentElement.style.overflow).toBe('hidden');
    cleanup();
    expect(document.documentElement.style.overflow).toBe('scroll');
    document.documentElement.style.overflow = '';
  });
});
