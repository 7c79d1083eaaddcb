// The variant sections of a strength detail page (spec/site.md §2): people, infrastructure
// and keywords. Their content is ours (strength-variants.ts).
import { Link } from '@tanstack/react-router';
import { useId } from 'react';

import { StrengthLineText } from './strength-parts';
import type { StrengthTextContext } from './strength-parts';
import {
  INFRASTRUCTURE_BLOCKS,
  INFRASTRUCTURE_TITLE,
  PEOPLE_BLOCKS,
  STRENGTH_CUSTOMER_CASES,
  STRENGTH_KEYWORDS,
} from './strength-variants';
import type { InfrastructureLink, StrengthVariant } from './strength-variants';

/** People: alternating title-and-description blocks. */
function PeopleSection() {
  return (
    <section className="strength-variant" aria-labelledby="strength-people-title">
      <div className="site-container">
        <h2 id="strength-people-title" className="strength-section-title">
          함께 일하는 사람들
        </h2>
        <ul className="strength-alternating">
          {PEOPLE_BLOCKS.map((block, index) => (
            <li
              key={block.title}
              className="strength-alternating__item"
              data-side={index % 2 ? 'end' : 'start'}
            >
              <h3>{block.title}</h3>
              <p>{block.desc}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function InfrastructureButton({ link }: { link: InfrastructureLink }) {
  if (link.external) {
    return (
      <a
        className="lf-button"
        data-variant="secondary"
        href={link.href}
        target="_blank"
        rel="noopener"
      >
        {link.label}
        <span className="lf-visually-hidden"> (새 창)</span>
      </a>
    );
  }
  return (
    <Link className="lf-button" data-variant="secondary" to={link.href}>
      {link.label}
    </Link>
  );
}

/** A centre's picture: its English name on the firm's gradient (decorative). */
function CentreIllustration({ name }: { name: string }) {
  const gradientId = useId();
  return (
    <svg className="strength-infra__art" viewBox="0 0 280 200" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ae0e36" />
          <stop offset="1" stopColor="#5b1030" />
        </linearGradient>
      </defs>
      <rect width="280" height="200" rx="16" fill={`url(#${gradientId})`} />
      <circle cx="230" cy="160" r="70" fill="#ffffff" opacity="0.12" />
      <text x="24" y="172" fill="#ffffff" fontSize="18" fontWeight="700" letterSpacing="2">
        {name}
      </text>
    </svg>
  );
}

/** Infrastructure: image, title, description and bullets, with "view more" buttons. */
function InfrastructureSection({ context }: { context: StrengthTextContext }) {
  return (
    <section className="strength-variant" aria-labelledby="strength-infra-title">
      <div className="site-container">
        <h2 id="strength-infra-title" className="strength-section-title">
          <StrengthLineText line={INFRASTRUCTURE_TITLE} context={context} />
        </h2>
        <ul className="strength-alternating">
          {INFRASTRUCTURE_BLOCKS.map((block, index) => (
            <li
              key={block.key}
              className="strength-alternating__item strength-infra"
              data-side={index % 2 ? 'end' : 'start'}
              data-key={block.key}
            >
              <CentreIllustration name={block.englishName} />
              <div>
                <h3>{block.title}</h3>
                <p>{block.desc}</p>
                <ul className="strength-bullets">
                  {block.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
                {/* §2: the psychological counselling centre's block has no buttons. */}
                {block.links.length > 0 && (
                  <p className="strength-infra__links">
                    {block.links.map((link) => (
                      <InfrastructureButton key={link.href} link={link} />
                    ))}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Keywords: three circles with English labels, then customer cases. */
function KeywordsSection() {
  return (
    <section className="strength-variant" aria-labelledby="strength-keywords-title">
      <div className="site-container">
        <h2 id="strength-keywords-title" className="strength-section-title">
          세 가지 핵심 키워드
        </h2>
        <ul className="strength-keywords">
          {STRENGTH_KEYWORDS.map((keyword) => (
            <li key={keyword.english} className="strength-keywords__circle">
              <strong>{keyword.label}</strong>
              <span lang="en">{keyword.english}</span>
            </li>
          ))}
        </ul>
        <h3 className="strength-cases__title">고객 사례</h3>
        <ul className="site-card-grid strength-cases">
          {STRENGTH_CUSTOMER_CASES.map((item) => (
            <li key={item.title} className="strength-cases__item">
              <span className="strength-cases__field">{item.field}</span>
              <h4>{item.title}</h4>
              <p>{item.summary}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function StrengthVariantSection({
  variant,
  context,
}: {
  variant: StrengthVariant;
  context: StrengthTextContext;
}) {
  if (variant === 'people') return <PeopleSection />;
  if (variant === 'infrastructure') return <InfrastructureSection context={context} />;
  if (variant === 'keywords') return <KeywordsSection />;
  return null;
}
