// spec/chat-widget.md §2 Composer: "undo depth is 100 with a 500 ms group delay". Pure: the
// composer keeps an UndoHistory in a ref and passes the clock in, so tests use a fake one.
import { UNDO_DEPTH, UNDO_GROUP_DELAY_MS } from '../constants';

export interface UndoHistory {
  /** Earlier values, oldest first; at most `depth`. */
  readonly past: readonly string[];
  readonly present: string;
  /** Values undone, the next redo last. */
  readonly future: readonly string[];
  /** When the edit that made `present` happened; null after an undo, redo or reset. */
  readonly lastEditAt: number | null;
}

export interface UndoOptions {
  depth?: number;
  groupDelayMs?: number;
}

export function createUndoHistory(value = ''): UndoHistory {
  return { past: [], present: value, future: [], lastEditAt: null };
}

/**
 * Records an edit at `now` (ms). Edits less than the group delay after the previous one join
 * its step, so typing a word undoes as one step, not letter by letter.
 */
export function recordEdit(
  history: UndoHistory,
  value: string,
  now: number,
  { depth = UNDO_DEPTH, groupDelayMs = UNDO_GROUP_DELAY_MS }: UndoOptions = {},
): UndoHistory {
  if (value === history.present) return history;
  const grouped = history.lastEditAt !== null && now - history.lastEditAt < groupDelayMs;
  if (grouped) return { ...history, present: value, future: [], lastEditAt: now };
  const past = [...history.past, history.present].slice(-depth);
  return { past, present: value, future: [], lastEditAt: now };
}

export function undo(history: UndoHistory): UndoHistory {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [...history.future, history.present],
    lastEditAt: null,
  };
}

export function redo(history: UndoHistory): UndoHistory {
  const next = history.future.at(-1);
  if (next === undefined) return history;
  return {
    past: [...history.past, history.present],
    present: next,
    future: history.future.slice(0, -1),
    lastEditAt: null,
  };
}
