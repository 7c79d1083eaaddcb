import type { StrengthDetail } from '@lawfirm/api-client/site-core';

import { ReturnToStrengthsBanner } from '../../components/return-to-strengths-banner';
import { SafeHtml } from '../../lib/safe-html';
import { staticUrl, useSiteSettings } from '../../settings/site-settings';

import { VIEW_MORE_COLUMNS } from './strength-constants';
import {
  LawyerCircles,
  StrengthDescription,
  StrengthLineText,
  StrengthSection,
  ViewMoreBlock,
} from './strength-parts';
import type { StrengthTextContext } from './strength-parts';
import { fillPlaceholders } from './strength-text';
import { StrengthVariantSection } from './strength-variant-sections';
import { strengthVariant } from './strength-variants';
import { useHydrationMarker } from '../../lib/use-hydration-marker';

/**
 * spec/site.md §2 /strength/{url}: a header with the strength's banner image (chosen by the
 * route), two system blocks (HTML allowed in title and description, sanitized), the
 * consultation steps, the variant's own section, the view-more list of the other strengths,
 * lawyer circles and the way back to the overview.
 */
export function StrengthDetailPage({ data }: { data: StrengthDetail }) {
  useHydrationMarker();
  const settings = useSiteSettings();
  const { item, page, common } = data;
  const context: StrengthTextContext = { counts: data.initialData, consultDate: data.consult_date };
  const fill = (text: string) => fillPlaceholders(text, data.initialData);
  const variant = strengthVariant(item.url);

  return (
    <div className="strength-page" data-variant={variant}>
      <header className="strength-detail-hero site-hero-wash">
        <div className="site-container strength-detail-hero__inner">
          <div>
            <p className="site-eyebrow" lang="en">
              {page.title_1}
            </p>
            <h1 className="strength-hero__title">
              <StrengthLineText line={page.title_2} context={context} />
            </h1>
            <StrengthDescription lines={item.description} context={context} />
          </div>
          <img
            className="strength-detail-hero__image"
            src={staticUrl(settings, item.img)}
            alt=""
            aria-hidden="true"
            width={560}
            height={400}
          />
        </div>
      </header>

      <section className="strength-systems" aria-label="운영 방식">
        <div className="site-container strength-systems__list">
          {page.system_list.map((system) => (
            <article key={system.title} className="strength-system">
              <SafeHtml as="h2" className="strength-system__title" html={fill(system.title)} />
              <SafeHtml as="p" html={fill(system.desc)} />
              <ul className="strength-bullets">
                {system.list.map((entry) => (
                  <li key={entry}>{fill(entry)}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>

      <StrengthSection
        className="strength-steps"
        titleId="strength-steps-title"
        title="이렇게 상담합니다"
      >
        <ol className="strength-steps__list">
          <li className="site-step-card">
            <span className="strength-steps__number">STEP 1</span>
            <h3>{page.consult_step_1_title}</h3>
            <p>{fill(page.consult_step_1_desc)}</p>
          </li>
          <li className="site-step-card">
            <span className="strength-steps__number">STEP 2</span>
            <h3>{page.consult_step_2_title}</h3>
            <p>{fill(page.consult_step_2_desc)}</p>
          </li>
        </ol>
      </StrengthSection>

      <StrengthVariantSection variant={variant} context={context} />

      <ViewMoreBlock
        common={common}
        currentUrl={item.url}
        columns={VIEW_MORE_COLUMNS.detail}
        context={context}
      />
      <LawyerCircles
        title1={page.lawyer_title_1}
        title2={page.lawyer_title_2}
        links={page.lawyer_link_list}
      />
      <ReturnToStrengthsBanner buttonText={common.return_main_text} />
    </div>
  );
}
