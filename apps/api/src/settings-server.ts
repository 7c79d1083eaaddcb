// The server's own settings: where it listens, what it trusts, where its data lives.
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';

import { GROUP_CODE_PATTERN } from '@lawfirm/api-client';
import { z } from 'zod';

import { CHAT_FILES_DIR_NAME } from './chat/chat-constants';
import { repoRoot } from './paths';
import {
  existingDirectory,
  optional,
  oneOf,
  origin,
  urlWithProtocols,
  withDefault,
} from './settings-fields';

/** PGlite's own name for a database that lives only in memory. */
export const IN_MEMORY_DATA_DIR = 'memory://';

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A comma-separated list of `item`s; blanks around and between the commas are dropped. */
const commaList = (item: z.ZodType<string, string>) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(z.array(item));

const portMessage = 'must be a whole number between 1 and 65535';

/** proxy-addr's names for whole address ranges, as Fastify's trustProxy takes them. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, an address/prefix (CIDR, prefix 1 or more), or one of PROXY_RANGE_NAMES. */
function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // proxy-addr refuses a /0 range (everyone), as trusting every sender should be spelled 'true'.
  return (
    /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (version === 4 ? 32 : 128)
  );
}

/**
 * Which proxies in front of the api may speak for the client through X-Forwarded-For (its
 * address, for rate limits and records), X-Forwarded-Host and X-Forwarded-Proto: 'false' (none,
 * the default: the api faces the network itself) or a comma-separated list of the proxies'
 * addresses, CIDR ranges or range names. 'true' trusts any sender, so only an api that nothing
 * reaches but the proxy may use it. A bare hop count is refused: it trusts the first sender
 * whatever its address, so a client reaching the api directly could name itself (Fastify
 * ignores one for that reason).
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): boolean | string[] => {
    if (value === 'false') return false;
    if (value === 'true') return true;
    const addresses = value.split(',').map((item) => item.trim());
    const wrong = addresses.filter((item) => !isProxyAddress(item));
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be false, true, or the proxies' addresses, CIDR ranges and ${PROXY_RANGE_NAMES.join(' / ')} separated by commas (a bare hop count would trust any sender); not an address: ${wrong.map((item) => JSON.stringify(item)).join(', ')}`,
      });
      return z.NEVER;
    }
    return addresses;
  });

const DEFAULT_PORT = 3000;

/** PUBLIC_URL when it is unset: this machine at PORT. */
export const localPublicUrl = (port: number): string => `http://localhost:${port}`;

/** PUBLIC_URL when neither it nor PORT is set. */
export const DEFAULT_PUBLIC_URL = localPublicUrl(DEFAULT_PORT);

export const serverSettings = {
  PORT: withDefault(
    z.coerce.number(portMessage).int(portMessage).min(1, portMessage).max(65_535, portMessage),
    DEFAULT_PORT,
  ),
  HOST: withDefault(z.string().min(1), '127.0.0.1'),
  NODE_ENV: withDefault(oneOf(NODE_ENVS), 'development'),
  LOG_LEVEL: withDefault(oneOf(LOG_LEVELS), 'info'),
  TRUST_PROXY: withDefault(trustProxy, 'false'),
  DATABASE_URL: optional(urlWithProtocols(['postgres:', 'postgresql:'])),
  DATA_DIR: withDefault(
    z.string().transform((value) => (value === IN_MEMORY_DATA_DIR ? value : resolve(value))),
    join(repoRoot, '.data', 'pglite'),
  ),
  SITE_DIST_DIR: optional(existingDirectory),
  /**
   * apps/center-site's build: every centre's pages (spec/site.md §1 group mode). Unset, the main
   * site's build (SITE_DIST_DIR) renders centres' pages too: it holds the same route tree.
   */
  CENTER_SITE_DIST_DIR: optional(existingDirectory),
  WIDGET_DIST_DIR: optional(existingDirectory),
  /** apps/back-office's build: the counsellors' console, served at /console/. */
  BACK_OFFICE_DIST_DIR: optional(existingDirectory),
  CORS_ORIGINS: withDefault(commaList(z.union([z.literal('*'), origin])), ''),
  /**
   * The origins the site's pages are served from besides PUBLIC_URL's, when the site calls this
   * api on another origin (its VITE_API_BASE_URL): /api answers them with credentials, and the
   * members area's same-origin guard accepts them. Never '*', never a widget host (settings.ts).
   */
  SITE_ORIGINS: withDefault(commaList(origin), ''),
  /**
   * The one group whose site every host is served, for a deployment that serves a single centre;
   * unset, a request's host chooses (plugins/site-directory.ts).
   */
  SITE_CENTER_CODE: optional(
    z.string().regex(GROUP_CODE_PATTERN, 'must be a group code such as CT0023 or ICT0005'),
  ),
  REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'])),
  /** Where the chat's disk storage keeps operators' files. */
  CHAT_FILES_DIR: withDefault(
    z
      .string()
      .min(1)
      .transform((value) => resolve(value)),
    join(repoRoot, '.data', CHAT_FILES_DIR_NAME),
  ),
  /**
   * The password of the seeded operator accounts. Outside production it defaults to
   * DEMO_OPERATOR_PASSWORD (documented in the README); in production the seeded accounts get no
   * password, so they cannot sign in until one is set here.
   */
  OPERATOR_SEED_PASSWORD: optional(z.string().min(12, 'must be at least 12 characters')),
};
