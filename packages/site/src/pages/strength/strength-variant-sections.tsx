// The variant sections of a strength detail page (spec/site.md §2): people, infrastructure
// and keywords. Their content is ours (strength-variants.ts). Every variant is a titled band;
// what differs is the body each one renders below its heading.
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { ReactNode } from 'react';

import { StrengthLineText, StrengthSection } from './strength-parts';
import type { StrengthTextContext } from './strength-parts';
import { STRENGTH_VARIANT_SECTIONS } from './strength-variants';
import type {
  AlternatingBlock,
  InfrastructureBlock,
  InfrastructureLink,
  SectionVariant,
  StrengthVariant,
  StrengthVariantSections,
} from './strength-variants';

/** Blocks on alternating sides: start, end, start, … (people and infrastructure). */
function AlternatingBlocks<Block extends AlternatingBlock & { key?: string }>({
  blocks,
  itemClassName,
  renderBlock,
}: {
  blocks: readonly Block[];
  /** Added to each item's class. */
  itemClassName?: string;
  renderBlock: (block: Block) => ReactNode;
}) {
  return (
    <ul className="strength-alternating">
      {blocks.map((block, index) => (
        <li
          key={block.title}
          className={['strength-alternating__item', itemClassName].filter(Boolean).join(' ')}
          data-side={index % 2 ? 'end' : 'start'}
          data-key={block.key}
        >
          {renderBlock(block)}
        </li>
      ))}
    </ul>
  );
}

function InfrastructureButton({ link }: { link: InfrastructureLink }) {
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
function InfrastructureBlockContent({ block }: { block: InfrastructureBlock }) {
  return (
    <>
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
    </>
  );
}

/** What each variant shows below its heading. */
const VARIANT_BODIES: {
  [Variant in SectionVariant]: (section: StrengthVariantSections[Variant]) => ReactNode;
} = {
  /** People: alternating title-and-description blocks. */
  people: ({ blocks }) => (
    <AlternatingBlocks
      blocks={blocks}
      renderBlock={(block) => (
        <>
          <h3>{block.title}</h3>
          <p>{block.desc}</p>
        </>
      )}
    />
  ),
  infrastructure: ({ blocks }) => (
    <AlternatingBlocks
      blocks={blocks}
      itemClassName="strength-infra"
      renderBlock={(block) => <InfrastructureBlockContent block={block} />}
    />
  ),
  /** Keywords: three circles with English labels, then customer cases. */
  keywords: ({ keywords, cases }) => (
    <>
      <ul className="strength-keywords">
        {keywords.map((keyword) => (
          <li key={keyword.english} className="strength-keywords__circle">
            <strong>{keyword.label}</strong>
            <span lang="en">{keyword.english}</span>
          </li>
        ))}
      </ul>
      <h3 className="strength-cases__title">고객 사례</h3>
      <ul className="site-card-grid strength-cases">
        {cases.map((item) => (
          <li key={item.title} className="strength-cases__item">
            <span className="strength-cases__field">{item.field}</span>
            <h4>{item.title}</h4>
            <p>{item.summary}</p>
          </li>
        ))}
      </ul>
    </>
  ),
};

/** The body of one variant, with its own content (generic, so that the two stay paired). */
function variantBody<Variant extends SectionVariant>(variant: Variant): ReactNode {
  return VARIANT_BODIES[variant](STRENGTH_VARIANT_SECTIONS[variant]);
}

export function StrengthVariantSection({
  variant,
  context,
}: {
  variant: StrengthVariant;
  context: StrengthTextContext;
}) {
  if (variant === 'standard') return null;
  const section = STRENGTH_VARIANT_SECTIONS[variant];
  return (
    <StrengthSection
      className="strength-variant"
      titleId={section.titleId}
      title={<StrengthLineText line={section.title} context={context} />}
    >
      {variantBody(variant)}
    </StrengthSection>
  );
}
