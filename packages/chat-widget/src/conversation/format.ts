// Pure formatting for the conversation view (spec/chat-widget.md §2 Message display).
// Dates are shown in the visitor's time zone; tests pass a fixed one.
import { formatPhoneNumber as formatDigits } from '@lawfirm/api-client/chat-core';

import { FILE_NAME_MAX_LENGTH } from '../constants';

type Instant = string | number | Date;

function partsOf(instant: Instant, timeZone: string | undefined) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(new Date(instant));
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? '';
  return {
    year: Number(value('year')),
    month: Number(value('month')),
    day: Number(value('day')),
    hour: value('hour').padStart(2, '0'),
    minute: value('minute').padStart(2, '0'),
  };
}

/** §2 "Time is shown as HH:MM" (24-hour clock). */
export function formatTime(instant: Instant, timeZone?: string): string {
  const { hour, minute } = partsOf(instant, timeZone);
  return `${hour}:${minute}`;
}

/** §2 "A date separator per day (year, month, day, in Korean)": 2026년 11월 25일. */
export function formatDateLabel(instant: Instant, timeZone?: string): string {
  const { year, month, day } = partsOf(instant, timeZone);
  return `${year}년 ${month}월 ${day}일`;
}

/** The calendar day of an instant (for grouping messages under one separator). */
export function dayKey(instant: Instant, timeZone?: string): string {
  const { year, month, day } = partsOf(instant, timeZone);
  return `${year}-${month}-${day}`;
}

/**
 * §2 "File names longer than 12 characters before the extension are shortened with an
 * ellipsis": the first 12 characters, '…', then the extension, which stays so the visitor
 * still sees the kind of file. Counts characters, not UTF-16 units (Korean, emoji).
 */
export function shortenFileName(name: string, maxLength = FILE_NAME_MAX_LENGTH): string {
  const dot = name.lastIndexOf('.');
  const hasExtension = dot > 0 && dot < name.length - 1;
  const base = Array.from(hasExtension ? name.slice(0, dot) : name);
  const extension = hasExtension ? name.slice(dot) : '';
  if (base.length <= maxLength) return name;
  return `${base.slice(0, maxLength).join('')}…${extension}`;
}

/**
 * A (shortened) file name cut in two for display: the end, from the letter before the ellipsis
 * or the dot through the extension, is kept on one line, so that a narrow bubble never breaks
 * inside '….pdf'. A name without an extension stays whole in the first part.
 */
export function fileNameParts(name: string): [string, string] {
  const chars = Array.from(name);
  const dot = chars.lastIndexOf('.');
  if (dot < 1) return [name, ''];
  const cut = Math.max(0, dot - (chars[dot - 1] === '…' ? 2 : 1));
  return [chars.slice(0, cut).join(''), chars.slice(cut).join('')];
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * §2 "Sizes are shown in B, KB, MB and GB" (1 KB = 1024 B): whole bytes, otherwise one
 * decimal below 10 of a unit and whole numbers above (0.8 MB never appears: 819 KB does).
 */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} ${SIZE_UNITS[unit]}`;
}

/**
 * A number as Koreans write it (010-1234-5678), by the site's formatter; a number the api
 * masked (010-****-5678) as given.
 */
export function formatPhoneNumber(value: string): string {
  return /^\d+$/.test(value) ? formatDigits(value) : value;
}
