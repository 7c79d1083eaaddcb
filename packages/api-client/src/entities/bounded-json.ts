// JSON a client sends (a chat message's json_data) bounded before anything walks it: zod's
// recursive JSON schema, like any recursive walk, overflows the stack on a value nested a few
// thousand levels deep. One iterative pass checks that the value is JSON, its depth, its size
// and that every string and key is storable (storable-text.ts).
import { z } from 'zod';

import { isStorableText, STORABLE_TEXT_MESSAGE } from './storable-text';

export interface JsonBounds {
  /** Nesting levels of arrays and objects (a scalar is level 0). */
  maxDepth: number;
  /** Length of the value written as JSON, in characters (approximated from above). */
  maxLength: number;
}

const isPlainObject = (value: object) =>
  [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** Why `value` is out of `bounds` (English, for developers), or null when it is within them. */
export function jsonProblem(value: unknown, { maxDepth, maxLength }: JsonBounds): string | null {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  let length = 0;
  while (pending.length > 0) {
    const next = pending.pop()!;
    const item = next.value;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return STORABLE_TEXT_MESSAGE;
      length += item.length + 2;
    } else if (item !== null && typeof item === 'object') {
      if (!Array.isArray(item) && !isPlainObject(item)) {
        return 'must be JSON: arrays and plain objects only';
      }
      if (next.depth >= maxDepth) return `must be nested at most ${maxDepth} levels deep`;
      length += 2;
      const entries = Array.isArray(item)
        ? item.map((v) => ['', v] as const)
        : Object.entries(item);
      for (const [key, child] of entries) {
        if (!isStorableText(key)) return STORABLE_TEXT_MESSAGE;
        length += key.length + 4;
        pending.push({ value: child, depth: next.depth + 1 });
      }
    } else if (
      item === null ||
      typeof item === 'boolean' ||
      (typeof item === 'number' && Number.isFinite(item))
    ) {
      length += 24;
    } else {
      return 'must be JSON: strings, finite numbers, booleans, null, arrays and objects';
    }
    if (length > maxLength) return `must be at most ${maxLength} characters as JSON`;
  }
  return null;
}

/** Any JSON value within `bounds`; a value out of them is an issue, never a thrown error. */
export function boundedJson(bounds: JsonBounds) {
  return z.unknown().check((ctx) => {
    const problem = jsonProblem(ctx.value, bounds);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });
}

/**
 * Any JSON value, at any depth. Named (an OpenAPI document's components/schemas), and described
 * there as any value: a recursive JSON definition would say no more, and generators cannot type
 * one.
 */
export const jsonValueSchema = boundedJson({ maxDepth: Infinity, maxLength: Infinity }).meta({
  id: 'JsonValue',
  description: 'Any JSON value.',
});
