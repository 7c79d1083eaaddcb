// How the console writes an inquiry's facts in Korean.
import { INQUIRY_PROGRESS } from '@lawfirm/api-client/chat-core';
import type { InquiryProgress } from '@lawfirm/api-client/chat-core';

export const PROGRESS_LABELS: Record<InquiryProgress, string> = {
  [INQUIRY_PROGRESS.created]: '대기',
  [INQUIRY_PROGRESS.inProgress]: '상담 중',
  [INQUIRY_PROGRESS.pending]: '보류',
  [INQUIRY_PROGRESS.closed]: '종료',
};

/** 010-1234-5678 as 010-****-5678 until revealed. */
export function maskPhone(phone: string): string {
  return formatPhone(phone).replace(
    /-(\d{3,4})-/,
    (_, middle: string) => `-${'*'.repeat(middle.length)}-`,
  );
}

export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return digits;
}

const timeFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const dateFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  month: 'numeric',
  day: 'numeric',
});

/** Today's times as 14:05, older ones as 11. 28. */
export function shortTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return dateFormat.format(date) === dateFormat.format(now)
    ? timeFormat.format(date)
    : dateFormat.format(date);
}

export const clockTime = (iso: string): string => timeFormat.format(new Date(iso));
