import type { Center } from '@lawfirm/api-client/site-core';

import { FIELD_AREA_COPY } from './field-area-copy';
import type { PracticeArea } from './practice-area';

/**
 * The centres and groups that bring several fields together (the group list's entries with
 * children, spec/site.md §3 Group/centre), each with its fields as links to their cards on this
 * page. Renders nothing when no centre groups a field shown here.
 */
export function FieldCenters({
  centers,
  areas,
}: {
  centers: readonly Center[];
  areas: readonly PracticeArea[];
}) {
  const anchorOf = (code: string) => areas.find((area) => area.group.code === code)?.group;
  const shown = centers
    .map((center) => ({
      center,
      fields: center.children.flatMap((child) => {
        const group = anchorOf(child.code);
        return group ? [group] : [];
      }),
    }))
    .filter(({ fields }) => fields.length > 0);
  if (shown.length === 0) return null;
  return (
    <section className="site-field-centers" aria-labelledby="field-centers-title">
      <h2 id="field-centers-title" className="site-field-centers__title">
        {FIELD_AREA_COPY.centersTitle}
      </h2>
      <p className="site-field-centers__lead">{FIELD_AREA_COPY.centersLead}</p>
      <ul className="site-card-grid site-field-centers__list">
        {shown.map(({ center, fields }) => (
          <li key={center.code} className="site-field-center">
            <h3 className="site-field-center__name">{center.code_name}</h3>
            <ul
              className="site-inline-list"
              aria-label={FIELD_AREA_COPY.centerFieldsOf(center.code_name)}
            >
              {fields.map((group) => (
                <li key={group.code}>
                  <a className="site-chip-link" href={`#${group.code_desc}`}>
                    {group.code_name}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
