import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { VerificationView } from './verification-view';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.parse('2026-11-26T06:30:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setUp(sendCode = vi.fn(() => Promise.resolve(true))) {
  const actions = {
    sendCode,
    verifyCode: vi.fn(() => Promise.resolve(true)),
    warnVerificationExpired: vi.fn(),
  };
  render(<VerificationView actions={actions} />);
  const name = screen.getByRole('textbox', { name: '이름' });
  const phone = screen.getByRole('textbox', { name: '휴대폰 번호' });
  const send = () => screen.getByRole('button', { name: /인증번호 (다시 )?받기/ });
  return { actions, name, phone, send };
}

async function fillAndSend(parts: ReturnType<typeof setUp>) {
  fireEvent.change(parts.name, { target: { value: '김민지' } });
  fireEvent.change(parts.phone, { target: { value: '010-1234-5678' } });
  await act(async () => {
    fireEvent.click(parts.send());
  });
}

describe('VerificationView (spec §4 Phone verification, §5)', () => {
  it('sends only with a valid name and phone, keeping the digits of the phone', async () => {
    const parts = setUp();
    expect(parts.send()).toHaveProperty('disabled', true);
    fireEvent.change(parts.name, { target: { value: '김' } });
    // Pasted or autofilled with hyphens: no maxlength cuts it before they go.
    const { maxLength } = parts.phone as HTMLInputElement;
    expect(maxLength === -1 || maxLength >= '010-1234-5678'.length).toBe(true);
    fireEvent.change(parts.phone, { target: { value: '010-1234-5678' } });
    expect(parts.phone).toHaveProperty('value', '01012345678');
    expect(parts.send()).toHaveProperty('disabled', true);
    await fillAndSend(parts);
    expect(parts.actions.sendCode).toHaveBeenCalledWith('김민지', '01012345678');
  });

  it('counts 180 s down, allows a resend after 30 s, and blocks a confirm after zero', async () => {
    const parts = setUp();
    await fillAndSend(parts);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '인증번호' }));
    expect(screen.getByText('남은 시간 3:00')).toBeTruthy();
    expect(parts.send()).toHaveProperty('disabled', true);
    await act(async () => {
      vi.advanceTimersByTime(29_000);
    });
    expect(screen.getByText('남은 시간 2:31')).toBeTruthy();
    expect(parts.send()).toHaveProperty('disabled', true);
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(parts.send()).toHaveProperty('disabled', false);
    expect(parts.send().textContent).toBe('인증번호 다시 받기');

    const code = screen.getByRole('textbox', { name: '인증번호' });
    const confirm = screen.getByRole('button', { name: '확인' });
    fireEvent.change(code, { target: { value: '12a34' } });
    expect(code).toHaveProperty('value', '1234');
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(code, { target: { value: '1234567' } });
    expect(code).toHaveProperty('value', '123456');
    expect(confirm).toHaveProperty('disabled', false);

    await act(async () => {
      vi.advanceTimersByTime(150_000);
    });
    expect(screen.getByText('남은 시간 0:00')).toBeTruthy();
    await act(async () => {
      fireEvent.click(confirm);
    });
    expect(parts.actions.warnVerificationExpired).toHaveBeenCalledOnce();
    expect(parts.actions.verifyCode).not.toHaveBeenCalled();
  });

  it('confirms the code in time; changing the phone resets what was sent', async () => {
    const parts = setUp();
    await fillAndSend(parts);
    const code = screen.getByRole('textbox', { name: '인증번호' });
    fireEvent.change(code, { target: { value: '12345' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '확인' }));
    });
    expect(parts.actions.verifyCode).toHaveBeenCalledWith('김민지', '01012345678', '12345');

    fireEvent.change(parts.phone, { target: { value: '01098765432' } });
    expect(screen.queryByRole('textbox', { name: '인증번호' })).toBeNull();
  });

  it('a new number can have its code at once', async () => {
    const parts = setUp();
    await fillAndSend(parts);
    fireEvent.change(parts.phone, { target: { value: '01098765432' } });
    expect(parts.send().textContent).toBe('인증번호 받기');
    expect(parts.send()).toHaveProperty('disabled', false);
  });

  it('after an edit of the name, the send button counts down to when the api takes a new code for the number, then sends', async () => {
    const parts = setUp();
    await fillAndSend(parts);
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    // §4: a changed name resets the sent state; the api still refuses the same number a code
    // for 30 s after the last, so the button says when, instead of failing.
    fireEvent.change(parts.name, { target: { value: '김민준' } });
    expect(screen.queryByRole('textbox', { name: '인증번호' })).toBeNull();
    const waiting = screen.getByRole('button', { name: '20초 후 다시 받기' });
    expect(waiting).toHaveProperty('disabled', true);
    await act(async () => {
      vi.advanceTimersByTime(19_000);
    });
    expect(waiting.textContent).toBe('1초 후 다시 받기');
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(parts.send().textContent).toBe('인증번호 받기');
    expect(parts.send()).toHaveProperty('disabled', false);
    await act(async () => {
      fireEvent.click(parts.send());
    });
    expect(parts.actions.sendCode).toHaveBeenLastCalledWith('김민준', '01012345678');
    expect(screen.getByRole('textbox', { name: '인증번호' })).toBeTruthy();
    expect(screen.getByText('남은 시간 3:00')).toBeTruthy();
  });

  it('a refused send starts no countdown', async () => {
    const parts = setUp(vi.fn(() => Promise.resolve(false)));
    await fillAndSend(parts);
    expect(screen.queryByRole('textbox', { name: '인증번호' })).toBeNull();
    expect(parts.send()).toHaveProperty('disabled', false);
  });
});
