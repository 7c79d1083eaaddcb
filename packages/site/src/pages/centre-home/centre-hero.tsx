import type { CaseField } from '@lawfirm/api-client/site-core';

import { ActionLink } from '../../components/action-link';
import { telHref } from '../../lib/tel-href';
import { useSiteSettings } from '../../settings/site-settings';

import { CENTRE_HOME_COPY } from './centre-home-constants';

export const CENTRE_TITLE_ID = 'centre-home-title';

/**
 * The centre's opening block: the firm, the centre's name (the page's one h1), what it takes
 * on, its fields (call #17) and the two ways to reach it: a consultation request and the phone.
 */
export function CentreHero({
  name,
  categoryNames,
  fields,
}: {
  name: string;
  categoryNames: readonly string[];
  fields: readonly CaseField[];
}) {
  const { phone } = useSiteSettings();
  return (
    <header className="centre-hero site-hero-wash">
      <div className="site-container centre-hero__inner">
        <div className="centre-hero__text">
          <p className="site-eyebrow">{CENTRE_HOME_COPY.eyebrow}</p>
          <h1 id={CENTRE_TITLE_ID} className="centre-hero__title">
            {name}
          </h1>
          <p className="centre-hero__lead">{CENTRE_HOME_COPY.lead(categoryNames)}</p>
          {fields.length > 0 && (
            <ul
              className="site-inline-list centre-hero__fields"
              aria-label={CENTRE_HOME_COPY.fieldsLabel}
            >
              {fields.map((field) => (
                <li key={field.type_idx} className="centre-hero__field">
                  {field.tag_title}
                </li>
              ))}
            </ul>
          )}
          <div className="centre-hero__actions">
            <ActionLink to="/choice">{CENTRE_HOME_COPY.consult}</ActionLink>
            <a className="lf-button" data-variant="secondary" href={telHref(phone)}>
              {CENTRE_HOME_COPY.call(phone)}
            </a>
          </div>
        </div>
        <CentreEmblem />
      </div>
    </header>
  );
}

/** Decoration only: rings around the firm's crimson, drawn in SVG (no picture to load). */
function CentreEmblem() {
  return (
    <svg
      className="centre-hero__emblem"
      viewBox="0 0 240 240"
      width="240"
      height="240"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="120" cy="120" r="112" fill="none" stroke="currentColor" strokeOpacity="0.12" />
      <circle cx="120" cy="120" r="84" fill="none" stroke="currentColor" strokeOpacity="0.2" />
      <circle cx="120" cy="120" r="56" fill="currentColor" fillOpacity="0.08" />
      <path
        d="M120 64v112M84 92h72M92 92l-16 36h32zM148 92l-16 36h32zM100 176h40"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="120" cy="8" r="6" fill="currentColor" />
      <circle cx="232" cy="120" r="4" fill="currentColor" fillOpacity="0.5" />
    </svg>
  );
}
