// Building blocks of the request schemas: every string is bounded and every number ranged,
// so that a 400 names exactly what is wrong. Query and path values arrive as text and are
// read as plain decimal digits; body values are JSON and are not.
import { z } from 'zod';

import {
  GROUP_CODE_PATTERN,
  MAX_IDX,
  MAX_PAGE_SIZE,
  SEARCH_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
} from '../constants';
import { DECIMAL_DIGITS_PATTERN } from '../rules/idx';
import { plainText } from './plain-text';
import { storableText } from './storable-text';

/** A "numbered above this" cursor in a JSON body: 0 (from the start) up to the largest row id. */
export const afterIdxSchema = z.number().int().min(0).max(MAX_IDX);

/**
 * A whole number from `min` to `max` in a path or a query: decimal digits only, so that
 * `0x10`, `1e1`, ` 16` or `016` name no row (JavaScript's Number() would read them all). A number
 * (a caller building the query in code) passes as it is. Typed, like `z.coerce.number<number>()`,
 * by what callers pass: numbers; the text is what arrives over HTTP.
 */
export function wholeNumberTextSchema(min: number, max: number): z.ZodType<number, number> {
  // A preprocess, not a union: the OpenAPI document then describes the value as the integer it is.
  return z.preprocess((value, context) => {
    if (typeof value !== 'string') return value;
    if (DECIMAL_DIGITS_PATTERN.test(value)) return Number(value);
    context.addIssue({ code: 'custom', message: 'must be a whole number in decimal digits' });
    return value;
  }, z.number().int().min(min).max(max)) as unknown as z.ZodType<number, number>;
}

/** The same cursor in a query. */
export const afterIdxTextSchema = wholeNumberTextSchema(0, MAX_IDX);

/** The last millisecond of the year 9999: later timestamps are no dates a client can mean. */
export const TIMESTAMP_MS_MAX = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** A point in time in milliseconds since 1970, within what a Postgres timestamp holds. */
export const timestampMsSchema = z.number().int().min(0).max(TIMESTAMP_MS_MAX);

/** An absolute http(s) URL of at most `max` characters (a page a visitor was on). */
export function httpUrlSchema(max: number) {
  return storableText(
    z
      .string()
      .max(max)
      .regex(/^https?:\/\/[^\s]+$/i, 'must be an http(s) URL'),
  ).refine((value) => URL.canParse(value), 'must be an http(s) URL');
}

/** A row id in a JSON body. */
export const idxSchema = z.number().int().positive().max(MAX_IDX);

/** A row id in a path or a query (rules/idx.ts's idxOf answers the same without zod). */
export const idxTextSchema = wholeNumberTextSchema(1, MAX_IDX);

/** `/…/{idx}` path parameters. */
export const idxParamsSchema = z.object({ idx: idxTextSchema });
export type IdxParamsInput = z.input<typeof idxParamsSchema>;

/** pageNumber (from 1) and pageSize (from 1 to MAX_PAGE_SIZE, `defaultSize` when left out). */
export function pageQueryFields(defaultSize: number) {
  return {
    pageNumber: wholeNumberTextSchema(1, MAX_IDX).default(1),
    pageSize: wholeNumberTextSchema(1, MAX_PAGE_SIZE).default(defaultSize),
  };
}

/** A group code: CT0000 (the whole firm), a category such as CT0004, or ICT0005. */
export const groupCodeSchema = z
  .string()
  .regex(GROUP_CODE_PATTERN, 'must be a group code like CT0000');

/** A URL slug such as a category's code_desc (`corporation`) or a terms_code. */
export const slugSchema = z
  .string()
  .min(1)
  .max(SLUG_MAX_LENGTH)
  .regex(SLUG_PATTERN, 'must be letters, digits, - or _');

/**
 * spec/site.md §2 search box and §9 "Search max length 20". Trimmed, may be empty; a visitor
 * types it, so tag-like markup is refused (plain-text.ts).
 */
export const keywordSchema = plainText(z.string().trim().max(SEARCH_MAX_LENGTH));

/** A JSON Web Token: three base64url parts. Its signature is the server's to check. */
export const jwtSchema = z
  .string()
  .max(4096)
  .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'must be a JSON Web Token');

/**
 * The site's `state` of calls #8 and #9: opaque to the identity service, which sends the browser
 * back to it (the redirect path of spec/site.md §4 Login). Never markup (plain-text.ts).
 */
export const stateSchema = plainText(z.string().min(1).max(512));

/** Fills a route in the api's parameter syntax (`/api/faq/:idx`), each value URL-encoded. */
export function fillPath(route: string, params: Readonly<Record<string, string | number>>): string {
  return route.replace(/:(\w+)/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter '${name}' for ${route}`);
    return encodeURIComponent(String(value));
  });
}
