import { describe, expect, it } from 'vitest';

import { UNDO_DEPTH, UNDO_GROUP_DELAY_MS } from '../constants';
import { createUndoHistory, recordEdit, redo, undo, type UndoHistory } from './undo-history';

/** Types `values` one after another, `gapMs` apart, starting at `start` (a fake clock). */
function typeAll(history: UndoHistory, values: string[], gapMs: number, start = 0) {
  return values.reduce((h, value, i) => recordEdit(h, value, start + i * gapMs), history);
}

describe('undo history (spec §2 Composer: depth 100, 500 ms groups)', () => {
  it('groups edits less than 500 ms apart into one step', () => {
    const typed = typeAll(createUndoHistory(), ['안', '안녕', '안녕하', '안녕하세요'], 100);
    expect(typed.present).toBe('안녕하세요');
    expect(undo(typed).present).toBe('');
    expect(undo(undo(typed))).toEqual(undo(typed));
  });

  it('starts a new step when an edit comes 500 ms or more after the previous one', () => {
    let h = typeAll(createUndoHistory(), ['a', 'ab'], 100, 0);
    h = recordEdit(h, 'ab c', 100 + UNDO_GROUP_DELAY_MS);
    h = recordEdit(h, 'ab cd', 100 + UNDO_GROUP_DELAY_MS + 499);
    expect(h.past).toEqual(['', 'ab']);
    expect(undo(h).present).toBe('ab');
    expect(undo(undo(h)).present).toBe('');
  });

  it('measures the gap from the last edit, not from the start of the group', () => {
    const h = typeAll(createUndoHistory(), ['a', 'ab', 'abc', 'abcd', 'abcde', 'abcdef'], 400);
    expect(h.past).toEqual(['']);
  });

  it('redoes what was undone, and a new edit drops the redo steps', () => {
    let h = typeAll(createUndoHistory(), ['one', 'one two'], 1000);
    h = undo(h);
    expect(h.present).toBe('one');
    expect(redo(h).present).toBe('one two');
    const edited = recordEdit(h, 'one three', 5000);
    expect(edited.future).toEqual([]);
    expect(redo(edited)).toBe(edited);
  });

  it('after an undo, the next edit is a step of its own even if it comes at once', () => {
    let h = typeAll(createUndoHistory(), ['a', 'a b'], 1000);
    h = undo(h);
    h = recordEdit(h, 'a c', 2001);
    expect(undo(h).present).toBe('a');
  });

  it('keeps at most 100 steps, dropping the oldest', () => {
    const values = Array.from({ length: UNDO_DEPTH + 20 }, (_, i) => `v${i + 1}`);
    let h = typeAll(createUndoHistory(), values, UNDO_GROUP_DELAY_MS);
    expect(h.past).toHaveLength(UNDO_DEPTH);
    for (let i = 0; i < UNDO_DEPTH + 5; i += 1) h = undo(h);
    expect(h.present).toBe('v20');
  });

  it('ignores an edit that changes nothing', () => {
    const h = recordEdit(createUndoHistory('x'), 'x', 0);
    expect(h).toEqual(createUndoHistory('x'));
  });
});
