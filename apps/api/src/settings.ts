// The api's settings, read once from the environment. A malformed value stops start-up with a
// message naming the variable, instead of failing later somewhere less obvious (DESIGN.md §3).
import { z } from 'zod';

import {
  authSettings,
  checkAuthSettings,
  DEVELOPMENT_RETENTION_KEY,
  DEVELOPMENT_SESSION_SECRET,
} from './settings-auth';
import { localPublicUrl, serverSettings } from './settings-server';
import { checkSmsSettings, smsSettings } from './settings-sms';

export { DEFAULT_PUBLIC_URL, IN_MEMORY_DATA_DIR, localPublicUrl } from './settings-server';
export {
  DEVELOPMENT_RETENTION_KEY,
  DEVELOPMENT_SESSION_SECRET,
  PROVIDER_SETTING_NAMES,
  isLoopbackUrl,
  localSignInProviders,
  offeredSignInProviders,
} from './settings-auth';

// Each area's schema lives in its own module; the checks across areas are here.
const settingsObject = z.object({ ...serverSettings, ...smsSettings, ...authSettings });

const settingsSchema = settingsObject
  .superRefine((settings, context) => {
    // Any origin would let every website talk to the chat as if it were a widget host.
    if (settings.CORS_ORIGINS.includes('*') && settings.NODE_ENV === 'production') {
      context.addIssue({
        code: 'custom',
        path: ['CORS_ORIGINS'],
        message: "'*' is allowed only outside production; list the allowed origins instead",
      });
    }
    // A widget host is a third party's page: listed as the site, its pages could act as the
    // member whose cookie they carry (DESIGN.md §7).
    const both = settings.SITE_ORIGINS.filter((origin) => settings.CORS_ORIGINS.includes(origin));
    if (both.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['SITE_ORIGINS'],
        message: `must not name a widget host of CORS_ORIGINS; both list ${both.join(', ')}`,
      });
    }
    checkAuthSettings(settings, context);
    checkSmsSettings(settings, context);
  })
  .transform((settings) => ({
    ...settings,
    PUBLIC_URL: settings.PUBLIC_URL ?? localPublicUrl(settings.PORT),
    AUTH_SESSION_SECRET: settings.AUTH_SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    RETENTION_ENCRYPTION_KEY: settings.RETENTION_ENCRYPTION_KEY ?? DEVELOPMENT_RETENTION_KEY,
  }));

export type Settings = z.output<typeof settingsSchema>;

/** Thrown by loadSettings; its message is meant to be printed as is, without a stack. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

/** Settings whose values are never echoed: secrets and keys. */
const SECRET_SETTING = /SECRET|KEY|PASSWORD|TOKEN/;

function describeReceived(env: Record<string, string | undefined>, name: string): string {
  const value = env[name];
  if (value === undefined) return 'it is not set';
  if (SECRET_SETTING.test(name)) return `got a value of ${value.length} characters, not shown`;
  // A URL's user and password must not reach a log; the rest helps find the mistake.
  return `got ${JSON.stringify(value.replace(/\/\/[^@/]*@/, '//***@'))}`;
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
