import type { FirmPoint } from '../../content/firm-facts';

export interface PointListProps {
  points: readonly FirmPoint[];
  ordered?: boolean;
  /** Names the number shown before an ordered item ("단계": "1단계"). */
  label?: string;
  compact?: boolean;
  /** 4 under a sub-heading, so that headings stay in order. */
  headingLevel?: 3 | 4;
}

/**
 * Numbered points of the firm pages (the system page's steps and parts, the CI page's three
 * meanings): a number ("01", or "1단계" with a label), a heading and a description each.
 */
export function PointList({
  points,
  ordered = false,
  label,
  compact = false,
  headingLevel = 3,
}: PointListProps) {
  const List = ordered ? 'ol' : 'ul';
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <List className={compact ? 'site-points site-points--compact' : 'site-points'}>
      {points.map((point, index) => (
        <li key={point.title} className="site-points__item">
          <span className="site-points__number" aria-hidden="true">
            {label ? `${index + 1}${label}` : String(index + 1).padStart(2, '0')}
          </span>
          <Heading className="site-points__title">{point.title}</Heading>
          <p className="site-points__description">{point.description}</p>
        </li>
      ))}
    </List>
  );
}
