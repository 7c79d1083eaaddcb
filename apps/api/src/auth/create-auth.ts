// Everything sign-in needs, built once from the settings; buildApp keeps one of these.
import type { Settings } from '../settings';
import { cookieScope } from './cookies';
import { createOAuthStates } from './oauth-state';
import type { ReplayGuard } from './oauth-state';
import { createProviders } from './providers';
import { createSessions } from './session';

export interface AuthOptions {
  now?: () => Date;
  /** One-time use of OAuth states; in-memory per instance unless given. */
  replayGuard?: ReplayGuard;
}

export function createAuth(settings: Settings, options: AuthOptions = {}) {
  const scope = cookieScope(settings);
  const secret = settings.AUTH_SESSION_SECRET;
  return {
    providers: createProviders(settings),
    oauthStates: createOAuthStates({ secret, scope, ...options }),
    sessions: createSessions({ secret, scope, ...(options.now ? { now: options.now } : {}) }),
    /** spec/site.md §6: the tester-only temporary login (#9) exists only while this is true. */
    testLoginEnabled: settings.AUTH_TEST_LOGIN_ENABLED,
  };
}

export type Auth = ReturnType<typeof createAuth>;
