// The api's settings, read once from the environment. A malformed value stops start-up with a
// message naming the variable, instead of failing later somewhere less obvious (DESIGN.md §3).
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { z } from 'zod';

import { repoRoot } from './paths';

/** PGlite's own name for a database that lives only in memory. */
export const IN_MEMORY_DATA_DIR = 'memory://';

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// `.env` files commonly leave a variable empty to mean "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), schema);

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, `must be one of ${values.join(', ')}`);

const urlWithProtocols = (protocols: string[]) =>
  z
    .string()
    .refine(
      (value) => URL.canParse(value) && protocols.includes(new URL(value).protocol),
      `must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`,
    );

const existingDirectory = z
  .string()
  .transform((value) => resolve(value))
  .refine(
    (path) => existsSync(path) && statSync(path).isDirectory(),
    'must be an existing directory',
  );

const origin = z
  .string()
  .refine(
    (value) => URL.canParse(value) && new URL(value).origin === value,
    'each origin must look like https://example.com (scheme, host and optional port, no path or trailing slash)',
  );

const corsOrigins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  )
  .pipe(z.array(z.union([z.literal('*'), origin])));

const portMessage = 'must be a whole number between 1 and 65535';

const settingsSchema = z
  .object({
    PORT: withDefault(
      z.coerce.number(portMessage).int(portMessage).min(1, portMessage).max(65_535, portMessage),
      3000,
    ),
    HOST: withDefault(z.string().min(1), '127.0.0.1'),
    NODE_ENV: withDefault(oneOf(NODE_ENVS), 'development'),
    LOG_LEVEL: withDefault(oneOf(LOG_LEVELS), 'info'),
    DATABASE_URL: optional(urlWithProtocols(['postgres:', 'postgresql:'])),
    DATA_DIR: withDefault(
      z.string().transform((value) => (value === IN_MEMORY_DATA_DIR ? value : resolve(value))),
      join(repoRoot, '.data', 'pglite'),
    ),
    SITE_DIST_DIR: optional(existingDirectory),
    WIDGET_DIST_DIR: optional(existingDirectory),
    CORS_ORIGINS: withDefault(corsOrigins, ''),
    REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'])),
  })
  .superRefine((settings, context) => {
    // Any origin with credentials would let every website act as a signed-in visitor.
    if (settings.CORS_ORIGINS.includes('*') && settings.NODE_ENV === 'production') {
      context.addIssue({
        code: 'custom',
        path: ['CORS_ORIGINS'],
        message: "'*' is allowed only outside production; list the allowed origins instead",
      });
    }
  });

export type Settings = z.output<typeof settingsSchema>;

/** Thrown by loadSettings; its message is meant to be printed as is, without a stack. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

function describeReceived(env: Record<string, string | undefined>, name: string): string {
  const value = env[name];
  return value === undefined ? 'it is not set' : `got ${JSON.stringify(value)}`;
}

/** Parses the api's settings from an environment (process.env in main.ts and seed.ts). */
export function loadSettings(env: Record<string, string | undefined>): Settings {
  const parsed = settingsSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'settings');
    return `  ${name}: ${issue.message} (${describeReceived(env, name)})`;
  });
  // A list setting reports each bad item; the same line twice says nothing new.
  throw new SettingsError(
    `Invalid api settings:\n${[...new Set(lines)].join('\n')}\nSee apps/api/.env.example.`,
  );
}

/** For the entry points: a malformed setting ends the process with its message and exit 1. */
export function loadSettingsOrExit(env: Record<string, string | undefined>): Settings {
  try {
    return loadSettings(env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    // The message names the variable and the problem; a stack trace would only bury it.
    console.error(error.message);
    process.exit(1);
  }
}
