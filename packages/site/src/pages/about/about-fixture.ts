// Partner logos for stories, shaped as the partner list call answers (seeded static host).
import type { PartnerLogo } from '@lawfirm/api-client/site';

import { fixtureSubSite } from '@lawfirm/api-client/msw';

export const PARTNERS_FIXTURE: readonly PartnerLogo[] = [
  ['누리회계법인', 'nuri-accounting'],
  ['온새미특허법인', 'onsaemi-patent'],
  ['다온관세법인', 'daon-customs'],
  ['가온노무법인', 'gaon-labor'],
  ['미르포렌식연구소', 'mir-forensic'],
  ['솔빛손해사정', 'solbit-adjusters'],
  ['새벽경호', 'saebyeok-security'],
  ['하람세무법인', 'haram-tax'],
].map(([name, slug]) => ({
  name: name!,
  url: fixtureSubSite(slug!),
  logo: `/static/partners/${slug}.svg`,
}));
