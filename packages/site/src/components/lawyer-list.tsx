import type { Lawyer } from '@lawfirm/api-client/site-core';

import { staticUrl, useSiteSettings } from '../settings/site-settings';

/**
 * Lawyers beside content (the Q&A side column, an article's sidebar): portrait, name and
 * position. The portrait is decoration: the name says who it is.
 */
export function LawyerList({ lawyers }: { lawyers: readonly Lawyer[] }) {
  const settings = useSiteSettings();
  return (
    <ul className="site-lawyer-list">
      {lawyers.map((lawyer) => (
        <li key={lawyer.idx} className="site-lawyer">
          <img
            className="site-lawyer__photo"
            src={staticUrl(settings, lawyer.image)}
            alt=""
            width={48}
            height={48}
            loading="lazy"
          />
          <span className="site-lawyer__name">{lawyer.lawyer_name}</span>
          <span className="site-lawyer__position">{lawyer.position}</span>
        </li>
      ))}
    </ul>
  );
}
