// The shapes settings share: empty means unset, defaults, choices, URLs, origins, flags.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

import { z } from 'zod';

// `.env` files commonly leave a variable empty to mean "not set".
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), schema);

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, `must be one of ${values.join(', ')}`);

export const urlWithProtocols = (protocols: string[]) =>
  z
    .string()
    .refine(
      (value) => URL.canParse(value) && protocols.includes(new URL(value).protocol),
      `must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`,
    );

export const existingDirectory = z
  .string()
  .transform((value) => resolve(value))
  .refine(
    (path) => existsSync(path) && statSync(path).isDirectory(),
    'must be an existing directory',
  );

export const origin = z
  .string()
  .refine(
    (value) => URL.canParse(value) && new URL(value).origin === value,
    'each origin must look like https://example.com (scheme, host and optional port, no path or trailing slash)',
  );

export const booleanFlag = z
  .enum(['true', 'false', '1', '0'], 'must be true or false')
  .transform((value) => value === 'true' || value === '1');
