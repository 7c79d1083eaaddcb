// A slug path parameter as the api accepts it (slugSchema, entities/request-fields.ts), checked
// without zod for the site's browser code: a route tells a parameter the api would refuse (a
// dot, a space, markup) from one naming nothing. slug.test.ts holds both to the same answers.
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../constants';

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}
