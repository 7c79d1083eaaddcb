// A route's path parameters as the api would take them: a parameter it would refuse names
// nothing, answered 404 before any call is made. An idx is read with api-client's idxOf (the
// api's idxTextSchema without zod); a slug with isSlug, here.
import { isSlug } from '@lawfirm/api-client/site-core';

/**
 * A slug parameter (a strength's url, a category's code_desc, a terms_code) as the api's schema
 * takes it: letters, digits, - and _; anything else (a dot, a space, markup, a NUL) is no page,
 * answered 404.
 */
export function slugParamOf(param: string): string | undefined {
  return isSlug(param) ? param : undefined;
}
