import { deferredPart } from '@lawfirm/ui';

import { FIRM_NAME } from '../../constants';
import { useHydrationMarker } from '../../lib/use-hydration-marker';
import { CallToAction } from '../home/home-sections';

import { CentreArticles, CentreFaq, CentreStrengths } from './centre-content-sections';
import { CENTRE_HOME_COPY } from './centre-home-constants';
import { CentreHero } from './centre-hero';
import { CentreLawyers, CentreOffices } from './centre-people-sections';
import type { CentreHomeData } from './load-centre-home';
import { useCentreHome } from './use-centre-home';

/** The loader's answer (`loadCentreHome`), passed on as it is. */
export type CentreHomePageProps = CentreHomeData;

// As on the firm's home: server-rendered in full, it counts up once seen, hydrated after the
// page's first load.
const StatisticsStrip = deferredPart(() =>
  import('../home/statistics-strip').then((module) => module.StatisticsStrip),
);

/**
 * A centre's home (spec/site.md §1: each group has its site): the centre's hero, the firm's
 * strengths, the Q&A of its categories, the success cases and info articles under its fields
 * (call #17), its lawyers, the offices, the statistics strip and the consultation band. A
 * section with nothing to show is left out, heading and all; a failed call only loses its own
 * section (§8).
 */
export function CentreHomePage(props: CentreHomePageProps) {
  useHydrationMarker();
  const content = useCentreHome(props);
  const name = props.name ?? FIRM_NAME;
  const { success, info } = content.articles;
  return (
    <div className="centre-home">
      <CentreHero
        name={name}
        categoryNames={props.categories.map((category) => category.name)}
        fields={content.fields}
      />
      {content.strengths && content.strengths.list.length > 0 && (
        <CentreStrengths data={content.strengths} />
      )}
      {content.faqEntries.length > 0 && (
        <CentreFaq entries={content.faqEntries} categories={content.faqCategories} />
      )}
      {success.items.length > 0 && <CentreArticles kind="success" {...success} />}
      {info.items.length > 0 && <CentreArticles kind="info" {...info} />}
      {content.lawyers.length > 0 && <CentreLawyers lawyers={content.lawyers} />}
      {content.regions.length > 0 && <CentreOffices centreName={name} regions={content.regions} />}
      {content.statistics && <StatisticsStrip statistics={content.statistics} />}
      <CallToAction
        id="centre-home-cta"
        title={CENTRE_HOME_COPY.ctaTitle}
        text={CENTRE_HOME_COPY.ctaText}
        action={CENTRE_HOME_COPY.ctaAction}
      />
    </div>
  );
}
