// Pieces shared by the strength pages (spec/site.md §2 Strengths pages).
import type { StrengthCommonData, StrengthLawyerLink } from '@lawfirm/api-client/site-core';
import { contrastRatio } from '@lawfirm/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import type { VIEW_MORE_COLUMNS } from './strength-constants';
import { formatConsultDate, lineSegments, parseStrengthLines } from './strength-text';
import type { StrengthCounts, TextSegment } from './strength-text';

export interface StrengthTextContext {
  counts: StrengthCounts;
  consultDate: string;
}

/** A band of a strength page, labelled by its heading (an id unique on the page). */
export function StrengthSection({
  className,
  titleId,
  title,
  children,
}: {
  className: string;
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <div className="site-container">
        <h2 id={titleId} className="strength-section-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** A line's pieces; the consultation date as a dated footnote mark. */
export function Segments({ segments }: { segments: readonly TextSegment[] }) {
  return segments.map((segment, index) =>
    segment.kind === 'text' ? (
      segment.text
    ) : (
      // Static pieces of one line, in a fixed order.
      <time key={index} className="strength-date" dateTime={segment.date}>
        {formatConsultDate(segment.date)}
      </time>
    ),
  );
}

/** One line of text with its placeholders and date marker filled (titles, headings). */
export function StrengthLineText({
  line,
  context,
}: {
  line: string;
  context: StrengthTextContext;
}) {
  return <Segments segments={lineSegments(line, context.counts, context.consultDate)} />;
}

/** A strength's description lines: bullets with their sub-bullets, and grey footnotes. */
export function StrengthDescription({
  lines,
  context,
}: {
  lines: readonly string[];
  context: StrengthTextContext;
}) {
  const parsed = parseStrengthLines(lines, context.counts, context.consultDate);
  const bullets = parsed.filter((line) => line.kind === 'bullet');
  const footnotes = parsed.filter((line) => line.kind === 'footnote');
  return (
    <>
      {bullets.length > 0 && (
        <ul className="strength-bullets">
          {bullets.map((bullet, index) => (
            <li key={index}>
              <Segments segments={bullet.segments} />
              {bullet.subBullets.length > 0 && (
                <ul className="strength-bullets__sub">
                  {bullet.subBullets.map((sub, subIndex) => (
                    <li key={subIndex}>
                      <Segments segments={sub} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {footnotes.map((footnote, index) => (
        <p key={index} className="strength-footnote">
          ※ <Segments segments={footnote.segments} />
        </p>
      ))}
    </>
  );
}

/**
 * §2 view-more block: the other strengths, each linking to /strength/{url}. Columns from
 * 1400 px (4 on the overview, 3 elsewhere), a single list below (strength.css).
 */
export function ViewMoreBlock({
  common,
  currentUrl,
  columns,
  context,
}: {
  common: StrengthCommonData;
  currentUrl?: string;
  columns: (typeof VIEW_MORE_COLUMNS)[keyof typeof VIEW_MORE_COLUMNS];
  context: StrengthTextContext;
}) {
  const others = common.view_more_list.filter((item) => item.url !== currentUrl);
  return (
    <StrengthSection
      className="strength-view-more"
      titleId="strength-view-more-title"
      title={common.view_more_section_title}
    >
      <ul className="strength-view-more__list" data-columns={columns}>
        {others.map((item) => (
          <li key={item.url}>
            <Link
              to="/strength/$url"
              params={{ url: item.url }}
              className="strength-view-more__link"
            >
              <strong>
                <StrengthLineText line={item.title} context={context} />
              </strong>
              <span>{item.view_more_text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </StrengthSection>
  );
}

/** The circle's colour from the data, with whichever text colour reads on it (WCAG AA). */
export function circleColors(color: string): { backgroundColor: string; color: string } {
  const backgroundColor = `#${color}`;
  const light = contrastRatio('#ffffff', backgroundColor) >= 4.5;
  return { backgroundColor, color: light ? '#ffffff' : '#1b1b1f' };
}

/** §2 "lawyer links (circles with url, color, title, buttonText)". */
export function LawyerCircles({
  title1,
  title2,
  links,
}: {
  title1: string;
  title2: string;
  links: readonly StrengthLawyerLink[];
}) {
  return (
    <StrengthSection
      className="strength-lawyers"
      titleId="strength-lawyers-title"
      title={
        <>
          <span className="strength-lawyers__eyebrow">{title1}</span> {title2}
        </>
      }
    >
      <ul className="strength-lawyers__list">
        {links.map((link) => (
          <li key={link.url + link.title}>
            <Link
              to={link.url}
              className="strength-lawyers__circle"
              style={circleColors(link.color)}
            >
              <strong>{link.title}</strong>
              <span>{link.buttonText}</span>
            </Link>
          </li>
        ))}
      </ul>
    </StrengthSection>
  );
}
