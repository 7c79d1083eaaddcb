// Running a request schema on what a client sent. A schema is not supposed to throw, but a
// recursive one can overflow the stack on deeply nested input, and a refinement can throw on a
// value nobody foresaw: either way the request is what is wrong, so it is refused with a 400
// like any other invalid value, never answered with a 500.
import { z } from 'zod';

/** The issue message of a value a schema could not even check (English, for developers). */
export const UNCHECKABLE_MESSAGE = 'could not be checked: too deeply nested or malformed';

/** `schema.safeParse(data)`, with a thrown error turned into a failed result. */
export function safeParseRequest<S extends z.ZodType>(
  schema: S,
  data: unknown,
): { success: true; data: z.output<S>; error?: undefined } | { success: false; error: z.ZodError } {
  try {
    return schema.safeParse(data);
  } catch {
    // The issues name no value: there is none the schema could read.
    return {
      success: false,
      error: new z.ZodError([
        { code: 'custom', path: [], message: UNCHECKABLE_MESSAGE, input: undefined },
      ]),
    };
  }
}
