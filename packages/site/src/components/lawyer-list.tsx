import type { Lawyer } from '@lawfirm/api-client/site-core';

import { LawyerPortrait } from './lawyer-portrait/lawyer-portrait';

/**
 * Lawyers beside content (the Q&A side column, an article's sidebar, a centre's home): a drawn
 * portrait, name and position. The portrait is decoration: the name says who it is.
 */
export function LawyerList({ lawyers }: { lawyers: readonly Lawyer[] }) {
  return (
    <ul className="site-lawyer-list">
      {lawyers.map((lawyer) => (
        <li key={lawyer.idx} className="site-lawyer">
          <LawyerPortrait className="site-lawyer__photo" lawyer={lawyer} />
          <span className="site-lawyer__name">{lawyer.lawyer_name}</span>
          <span className="site-lawyer__position">{lawyer.position}</span>
        </li>
      ))}
    </ul>
  );
}
