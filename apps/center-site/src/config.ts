// The centre site's settings, read once here (DESIGN.md §3). Vite inlines VITE_* variables
// at build time.
import { GROUP_CODE_PATTERN } from '@lawfirm/api-client';

/** The centre shown when VITE_CENTER_CODE is not set (spec/site.md §2 Footer: CT0023 is a centre). */
export const DEFAULT_SITE_CENTER_CODE = 'CT0023';

export interface CenterSiteConfig {
  /** The group whose site this is. */
  centerCode: string;
}

export function readConfig(
  env: Readonly<Record<string, string | boolean | undefined>>,
): CenterSiteConfig {
  const raw = env.VITE_CENTER_CODE;
  const centerCode =
    typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : DEFAULT_SITE_CENTER_CODE;
  if (!GROUP_CODE_PATTERN.test(centerCode)) {
    throw new Error(
      `VITE_CENTER_CODE must be a group code like CT0023 or ICT0005; got '${centerCode}'`,
    );
  }
  return { centerCode };
}

export const config: CenterSiteConfig = readConfig(import.meta.env);
