import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

import { useSiteSettings } from '../../settings/site-settings';

import { integrateSearchUrl } from './integrate-search';

/**
 * spec/site.md §2 Home: "In group mode it navigates inside the site and the text is trimmed
 * and URL-encoded on Enter. Otherwise it opens the firm's main site in a new tab. The icon
 * click sends the text untrimmed."
 */
export function useSiteSearch(): (text: string, via: 'enter' | 'button') => void {
  const { hasSubPages, mainSiteUrl } = useSiteSettings();
  const navigate = useNavigate();
  return useCallback(
    (text, via) => {
      const trim = via === 'enter';
      if (hasSubPages) {
        void navigate({ href: integrateSearchUrl(text, { trim }) });
        return;
      }
      const origin = mainSiteUrl || window.location.origin;
      window.open(integrateSearchUrl(text, { origin, trim }), '_blank', 'noopener');
    },
    [hasSubPages, mainSiteUrl, navigate],
  );
}
