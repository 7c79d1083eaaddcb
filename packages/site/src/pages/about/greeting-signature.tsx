import { centerFooterListQueryOptions } from '@lawfirm/api-client/site-core';
import type { CenterFooter } from '@lawfirm/api-client/site-core';
import { useQuery } from '@tanstack/react-query';

import { DEFAULT_CENTER_CODE, FIRM_NAME } from '../../constants';
import { useSiteSettings } from '../../settings/site-settings';

/**
 * Who signs the greeting: the firm's representative from the firm's own footer row (call #2,
 * which the root loader has already fetched), on a centre's site too, since the letter is the
 * firm's. Without the row, or with no one named, the firm signs alone.
 */
export function greetingSigner(footers: readonly CenterFooter[] | undefined) {
  const firm = footers?.find((footer) => footer.code === DEFAULT_CENTER_CODE);
  return { firm: firm?.company_name || FIRM_NAME, representative: firm?.representative ?? null };
}

/** The letter's closing: the firm's name over the representative's title and name. */
export function GreetingSignature() {
  const { apiClient } = useSiteSettings();
  const footers = useQuery(centerFooterListQueryOptions(apiClient));
  const { firm, representative } = greetingSigner(footers.data?.data);
  return (
    <footer className="site-greeting__signature">
      <span className="site-greeting__signature-firm">{firm}</span>
      {/* A space between the lines, so that assistive technology reads two phrases, not one. */}
      {representative && ' '}
      {representative && (
        <span className="site-greeting__signature-person">
          <span className="site-greeting__signature-title">{representative.title}</span>{' '}
          <span className="site-greeting__signature-name">{representative.name}</span>
        </span>
      )}
    </footer>
  );
}
