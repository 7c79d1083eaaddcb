// Who and where: the lawyers of a centre's categories and the firm's offices.
import type { Lawyer } from '@lawfirm/api-client/site-core';
import { officePath } from '@lawfirm/api-client/site-core';

import { LawyerList } from '../../components/lawyer-list';

import { CENTRE_HOME_COPY } from './centre-home-constants';
import type { RegionOffices } from './centre-home-content';
import { CentreSection } from './centre-section';
import { SitePageLink } from '../../components/site-page-link';

export function CentreLawyers({ lawyers }: { lawyers: readonly Lawyer[] }) {
  return (
    <CentreSection
      id="centre-lawyers"
      eyebrow="OUR LAWYERS"
      title={CENTRE_HOME_COPY.lawyersTitle}
      lead={CENTRE_HOME_COPY.lawyersLead}
      className="centre-lawyers"
    >
      <LawyerList lawyers={lawyers} />
    </CentreSection>
  );
}

/**
 * The firm's offices by region, each a link to its page (spec/site.md §2 /map/{key}): the api
 * ties no office to a centre, and every office takes a centre's consultations.
 */
export function CentreOffices({
  centreName,
  regions,
}: {
  centreName: string;
  regions: readonly RegionOffices[];
}) {
  return (
    <CentreSection
      id="centre-offices"
      eyebrow="OFFICES"
      title={CENTRE_HOME_COPY.officesTitle}
      lead={CENTRE_HOME_COPY.officesLead(centreName)}
      more={
        <SitePageLink path="/map" className="centre-section__more-link">
          {CENTRE_HOME_COPY.officesAll}
        </SitePageLink>
      }
    >
      <ul className="site-card-grid centre-offices">
        {regions.map((region) => (
          <li key={region.key} className="centre-offices__region">
            <h3 className="centre-offices__name">{region.name}</h3>
            <ul className="site-inline-list">
              {region.offices.map((office) => (
                <li key={office.key}>
                  <SitePageLink path={officePath(office.key)} className="site-chip-link">
                    {office.title}
                  </SitePageLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </CentreSection>
  );
}
