// The workspace's layers (DESIGN.md, "Layout"), enforced: each package imports only the
// workspace packages listed for it. Imports go one way — ui <- banner, consult-form,
// chat-widget <- site <- apps; api-client serves every frontend; the api imports no frontend
// package; nothing imports an app. Tooling packages (@repo/*) are not layers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const API_CLIENT = '@lawfirm/api-client';
const UI = '@lawfirm/ui';
const FEATURES = ['@lawfirm/banner', '@lawfirm/consult-form', '@lawfirm/chat-widget'];
const SITE = '@lawfirm/site';
const SITE_AND_BELOW = [SITE, ...FEATURES, UI, API_CLIENT];

/** What each workspace package may import of ours. */
export const ALLOWED_IMPORTS = {
  [API_CLIENT]: [],
  [UI]: [API_CLIENT],
  ...Object.fromEntries(FEATURES.map((name) => [name, [UI, API_CLIENT]])),
  [SITE]: [...FEATURES, UI, API_CLIENT],
  '@lawfirm/main-site': SITE_AND_BELOW,
  '@lawfirm/center-site': SITE_AND_BELOW,
  // The component workshop shows every frontend package, and no app.
  '@lawfirm/storybook': SITE_AND_BELOW,
  // The counsellors' console: the site's tokens and primitives, the operator API; no site code.
  '@lawfirm/back-office': [UI, API_CLIENT],
  '@lawfirm/api': [API_CLIENT],
  // The browser tests drive the built product; they share its constants only.
  '@repo/e2e': [API_CLIENT],
  // The centre site's server sends the pages' security headers, built by api-client.
  '@repo/scripts': [API_CLIENT],
  '@repo/package-check': [],
  // `npm start`'s and the e2e suite's stand-in for the sign-in providers: no code of ours.
  '@repo/identity-provider': [],
  // The site apps' build and dev server: Vite settings, no code of ours.
  '@repo/site-build': [],
};

/**
 * Areas of api-client a package may not take, though it may import api-client: the widget's
 * bundle carries the chat and nothing of the site or the operator side.
 */
export const FORBIDDEN_AREAS = {
  '@lawfirm/chat-widget': [`${API_CLIENT}/site`, `${API_CLIENT}/operator`],
};

/** Every package of ours a layer rule can name. */
export const WORKSPACE_PACKAGES = [
  ...new Set([...Object.keys(ALLOWED_IMPORTS), ...Object.values(ALLOWED_IMPORTS).flat()]),
].filter((name) => name.startsWith('@lawfirm/'));

/**
 * The no-restricted-imports rule for the package in `packageDir`: every package of ours it may
 * not import, with the reason. A package missing from ALLOWED_IMPORTS is an error, so a new
 * package gets its place in the layers when it is added.
 * @param {string} packageDir
 */
export function boundaryRules(packageDir) {
  const { name } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const allowed = /** @type {Record<string, string[]>} */ (ALLOWED_IMPORTS)[name];
  if (!allowed) {
    throw new Error(
      `${name} has no place in the layers: add it to ALLOWED_IMPORTS in tooling/eslint-config/boundaries.js`,
    );
  }
  const forbidden = WORKSPACE_PACKAGES.filter(
    (other) => other !== name && !allowed.includes(other),
  );
  const areas = /** @type {Record<string, string[]>} */ (FORBIDDEN_AREAS)[name] ?? [];
  if (forbidden.length === 0 && areas.length === 0) return [];
  return [
    {
      files: ['**/*.{ts,tsx,js,mjs,cjs}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...forbidden.map((other) => ({
                group: [other, `${other}/*`],
                message:
                  `${name} may import only ${allowed.join(', ') || 'none of our packages'}: ` +
                  'imports go one way (tooling/eslint-config/boundaries.js).',
              })),
              ...areas.map((area) => ({
                group: [area, `${area}/*`],
                message: `${name} may not take ${area}: its bundle carries its own area only (tooling/eslint-config/boundaries.js).`,
              })),
            ],
          },
        ],
      },
    },
  ];
}
